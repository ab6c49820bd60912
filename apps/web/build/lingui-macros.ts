import path from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { inlineSourceMessages } from './inline-source-messages';

/** Only files that use a macro go through Babel. */
const USES_MACRO = /@lingui\/(core|react)\/macro/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) through Babel: Vite 8's React plugin has none. The page's
 * language stays in the code, compiled at build time (inline-source-messages.ts): English, the
 * source language, as written; another language from its catalog (`translations`, id → text), so
 * neither page fetches a catalog for its own words (ADRs 0094, 0104); a build drops the ids
 * (`stripIds`). Used by vite.config.ts and the unit tests' config.
 *
 * A few lines of our own rather than @rolldown/plugin-babel, which supports only Node 22.12 and
 * later while the project runs on Node 20 (ADR 0119).
 */
export function linguiMacros(
  options: { translations?: Record<string, string>; stripIds?: boolean } = {},
): Plugin {
  // Found by path, so it works from the repository root too (the unit tests).
  const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, '../lingui.config.ts') });
  return {
    name: 'best-bikes:lingui-macros',
    // Before the React plugin and esbuild/oxc strip the types: Babel reads the source as written.
    enforce: 'pre',
    transform: {
      filter: { code: USES_MACRO },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!SOURCE.test(file) || file.includes('/node_modules/')) return undefined;
        const typescript = /\.[cm]?tsx?$/.test(file);
        const jsx = /x$/.test(file);
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            sourceType: 'module',
            allowAwaitOutsideFunction: true,
            plugins: [...(typescript ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
          },
          plugins: [
            // The plugin itself, not its name: Babel would resolve a name from the working directory,
            // where the server's newer Lingui is hoisted.
            [linguiMacro, { stripMessageField: false, linguiConfig }],
            [inlineSourceMessages, options],
          ],
        });
        return result?.code ? { code: result.code, map: result.map } : undefined;
      },
    },
  };
}
