import path from 'node:path';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import { inlineSourceMessages } from './inline-source-messages';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) through Babel: Vite 8's React plugin has none. English,
 * the source language, stays in the code, compiled at build time (inline-source-messages.ts), so
 * English pages fetch no catalog (ADR 0094). Used by vite.config.ts and the unit tests' config.
 */
export function linguiMacros() {
  // Found by path, so it works from the repository root too (the unit tests).
  const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, '../lingui.config.ts') });
  return babel({
    presets: [
      {
        preset: {
          plugins: [
            // The plugin itself, not its name: Babel would resolve a name from the working directory,
            // where the server's newer Lingui is hoisted.
            [linguiMacro, { stripMessageField: false, linguiConfig }],
            inlineSourceMessages,
          ],
        },
        // Only files that use a macro go through Babel.
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      },
    ],
  });
}
