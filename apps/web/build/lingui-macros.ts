import babel from '@rolldown/plugin-babel';
import { inlineSourceMessages } from './inline-source-messages';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) through Babel: Vite 8's React plugin has none. English,
 * the source language, stays in the code, compiled at build time (inline-source-messages.ts), so
 * English pages fetch no catalog (ADR 0094). Used by vite.config.ts and the unit tests' config.
 */
export function linguiMacros() {
  return babel({
    presets: [
      {
        preset: {
          plugins: [
            ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
            inlineSourceMessages,
          ],
        },
        // Only files that use a macro go through Babel.
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      },
    ],
  });
}
