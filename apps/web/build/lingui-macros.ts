import path from 'node:path';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import { inlineSourceMessages } from './inline-source-messages';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) through Babel: Vite 8's React plugin has none. The page's
 * language stays in the code, compiled at build time (inline-source-messages.ts): English, the
 * source language, as written; another language from its catalog (`translations`, id → text), so
 * neither page fetches a catalog for its own words (ADRs 0094, 0104); a build drops the ids
 * (`stripIds`). Used by vite.config.ts and the unit tests' config.
 */
export function linguiMacros(options: { translations?: Record<string, string>; stripIds?: boolean } = {}) {
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
            [inlineSourceMessages, options],
          ],
        },
        // Only files that use a macro go through Babel.
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      },
    ],
  });
}
