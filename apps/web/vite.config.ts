import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin, type UserConfig } from 'vite';
import { ROUTES } from '../../packages/contract/src/constants/routes';
import { THEME_INIT_SCRIPT } from '../../packages/contract/src/constants/theme';
import { linguiMacros } from './build/lingui-macros';
import { linguiPlurals } from './build/lingui-plurals';
import { type PageLocale, readTranslations, type Translations } from './build/page-locale';
import { rasterLogos } from './build/raster-logos';

/**
 * The theme script, inline in the head (the CSP allows it by the hash the server takes of the same
 * text): no request of its own before the first paint.
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'best-bikes:inline-theme-script',
    transformIndexHtml(html) {
      const marker = '<script>/* theme-init */</script>';
      if (!html.includes(marker)) throw new Error('inline-theme-script: index.html has no theme marker');
      return html.replace(marker, `<script>${THEME_INIT_SCRIPT}</script>`);
    },
  };
}

/**
 * The boot script of the pages the server draws (src/app-boot.js, ADR 0390), minified into the build's
 * root as `app-boot.js`: the server names the app's files to it, so it carries no hash and no import.
 * Every phone that opens a drawn page downloads it (the home page's JavaScript budget).
 */
function appBootScript(): Plugin {
  const source = path.join(import.meta.dirname, 'src/app-boot.js');
  return {
    name: 'best-bikes:app-boot-script',
    apply: 'build',
    generateBundle() {
      const { code, errors } = minifySync('app-boot.js', readFileSync(source, 'utf8'), {
        compress: true,
        mangle: true,
      });
      if (errors.length > 0) this.error(`app-boot.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'app-boot.js', source: code });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the build, which the
 * server sends as they are (@fastify/static `preCompressed`). Compressing once at the highest level
 * costs seconds at build time; on the fly the server can only afford a fast level, and phones on slow
 * data pay for every kilobyte (the home page's JavaScript budget is 110 KB, docs/performance.md).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'best-bikes:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The second language's build writes into the first's folder: files it shares with it (same
      // name, same content) are compressed already.
      const done = (file: string) =>
        [`${file}.br`, `${file}.gz`].some(
          (out) => (statSync(out, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= statSync(file).mtimeMs,
        );
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const body = readFileSync(file);
        if (body.length < 512 || done(file)) continue;
        const br = brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * A feature's index.ts only names what the rest of the app may use (ADR 0200): importing one name
 * from it must not bring the feature's other files along, or the router, which takes every feature's
 * lazy pages from its index, would put them all in the first download. Feature code does nothing when
 * imported (only declarations at the top of its files), so the bundler is told so: a feature file
 * whose exports nobody uses is left out. Stylesheets keep their effect.
 */
function featuresWithoutSideEffects(): Plugin {
  return {
    name: 'best-bikes:features-without-side-effects',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]features[\\/].+\.tsx?$/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

/**
 * The modules each public route lazy-loads (src/app/router.tsx: its page and its loader where it
 * has one; the category and bike pages are public, ADR 0111, so no sign-in guard). The server preloads a route's chunks from the HTML (`route-preloads.json`), so they
 * download beside the app's first file instead of after it has run: one round trip less before a
 * phone shows the page it opened.
 */
const ROUTE_MODULES: Record<string, string[]> = {
  // The footer: a short form's page has it in view at once (in Bangla its tagline was the largest
  // paint, a file fetched only after the first render).
  [ROUTES.login]: ['src/features/auth/pages/login-page.tsx', 'src/app/layouts/footer.tsx'],
  [ROUTES.signup]: ['src/features/auth/pages/signup-page.tsx', 'src/app/layouts/footer.tsx'],
  [ROUTES.resetPassword]: ['src/features/auth/pages/reset-password-page.tsx', 'src/app/layouts/footer.tsx'],
  [ROUTES.blogs]: ['src/features/blogs/pages/blogs-page.tsx'],
  [ROUTES.blogPost]: ['src/features/blogs/pages/blog-post-page.tsx'],
  [ROUTES.bikes]: ['src/app/pages/search-page.tsx'],
  [ROUTES.seller]: ['src/app/pages/seller-page.tsx'],
  [ROUTES.contactUs]: ['src/features/contact/pages/contact-page.tsx'],
  [ROUTES.category]: ['src/app/pages/category-page.tsx', 'src/features/catalog/lib/loaders.ts'],
  [ROUTES.bikeDetails]: ['src/app/pages/bike-details-page.tsx', 'src/features/catalog/lib/loaders.ts'],
};

function routePreloads(locale: PageLocale): Plugin {
  return {
    name: 'best-bikes:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      // What the HTML already loads: the entry and everything it imports.
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      if (entry) walk(entry.fileName, loaded);
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(import.meta.dirname, module);
          if (!existsSync(id)) this.error(`route-preloads: ${module} (for ${route}) does not exist`);
          // Its own chunk, or the group chunk it was put in (codeSplitting.groups below).
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`route-preloads: no chunk holds ${module}`);
          if (loaded.has(chunk.fileName))
            this.error(`route-preloads: ${module} is in the first download (is it still lazy?)`);
          walk(chunk.fileName, files);
        }
        preloads[route] = [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      }
      // A Bangla page other than home renders once the contract's labels are in (main.tsx): the
      // file joins each route's preloads, or it would be a round trip after the app had run.
      if (locale !== 'en') {
        const labelsId = path.resolve(import.meta.dirname, 'src/locales/bangla-labels.ts');
        const labels = chunks.find((c) => c.moduleIds.includes(labelsId));
        if (!labels) this.error('route-preloads: no chunk holds src/locales/bangla-labels.ts');
        for (const files of Object.values(preloads)) files.push(`/${labels.fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: pageFile('route-preloads.json', locale),
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** A file of the build in a language: English's as it is, another's with the language in its name. */
function pageFile(name: string, locale: PageLocale): string {
  return locale === 'en' ? name : name.replace(/\.(\w+)$/, `.${locale}.$1`);
}

/**
 * The web is built once per language (`vite build --mode bn` after the English build, into the same
 * folder; ADR 0104). A Bangla page has its words compiled into its code (linguiMacros), so it fetches
 * no catalog for them; what it still needs at run time — the translations of texts it receives from
 * the API and the contract, which are their English text — are three tables: product.md's copy, which the
 * home page shows, in the first download (`virtual:page-messages`, read by locales/page.bn.ts, which
 * takes page.ts's place); the contract's labels, fetched with any other page
 * (`virtual:page-labels`); the API's messages, fetched at the first error or form check
 * (`virtual:page-received-messages`). When each loads: lib/i18n/translate-external.ts. Its HTML is
 * `index.bn.html`, in `<html lang="bn">` from the first byte; the server sends it to whoever chose
 * Bangla (apps/server/src/plugins/spa.ts).
 */
function pageLocale(
  locale: PageLocale,
  tables: Omit<Translations, 'inline'>,
  { writesPage = true }: { writesPage?: boolean } = {},
): Plugin {
  const modules: Record<string, Record<string, string>> = {
    '\0virtual:page-messages': tables.copy,
    '\0virtual:page-labels': tables.labels,
    '\0virtual:page-received-messages': tables.received,
  };
  return {
    name: 'best-bikes:page-locale',
    apply: 'build',
    resolveId(id) {
      return `\0${id}` in modules ? `\0${id}` : undefined;
    },
    load(id) {
      const table = modules[id];
      if (!table) return undefined;
      const messages = Object.fromEntries(
        Object.entries(table).map(([english, text]) => {
          const tokens = compileMessage(text);
          return [english, tokens.every((token) => typeof token === 'string') ? tokens.join('') : tokens];
        }),
      );
      return `export const messages = ${JSON.stringify(messages)};`;
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="en">', `<html lang="${locale}">`);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The server's render (ssrBuild) writes no page.
        if (locale === 'en' || !writesPage) return;
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('page-locale: the build wrote no index.html');
        delete bundle['index.html'];
        // No font preload: a page uses the Bengali web font only once the browser has it, fetched
        // after a first page has shown (locales/bangla-font.ts, ADR 0106).
        this.emitFile({ type: 'asset', fileName: pageFile('index.html', locale), source: html.source });
      },
    },
  };
}

/**
 * React Router 7's package.json points every condition at its development build (warnings, checks
 * and their strings included: remix-run/react-router#12532, #14102), so a production build must ask
 * for the production files itself. Both entries share the production chunks, so there is one router.
 */
function reactRouterProduction() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * The server's render of the public pages (src/entry-server.tsx, ADR 0370): built per language like
 * the page (`vite build --ssr … --mode bn`), with the same words compiled in, into `dist/ssr/<lang>/`,
 * one file with its packages inside (the image's production install needs nothing more). The server
 * never serves that folder (plugins/spa.ts).
 */
function ssrBuild(locale: PageLocale): UserConfig['build'] {
  return {
    emptyOutDir: true,
    outDir: `dist/ssr/${locale}`,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.js' } },
  };
}

export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  const locale: PageLocale = command === 'build' && mode === 'bn' ? 'bn' : 'en';
  const translations: Translations =
    locale === 'en' ? { inline: {}, copy: {}, labels: {}, received: {} } : await readTranslations(locale);
  return {
    plugins: [
      linguiMacros({ translations: translations.inline, stripIds: command === 'build' }),
      react(),
      // Compiles the Bangla catalog (a .po file) when it is imported.
      lingui({ configPath: path.join(import.meta.dirname, 'lingui.config.ts') }),
      linguiPlurals(),
      tailwindcss(),
      inlineThemeScript(),
      featuresWithoutSideEffects(),
      ...(isSsrBuild
        ? [pageLocale(locale, translations, { writesPage: false })]
        : [
            pageLocale(locale, translations),
            routePreloads(locale),
            appBootScript(),
            rasterLogos(),
            precompress(),
          ]),
    ],
    // One file for the server, React and the rest bundled in (ssrBuild).
    ssr: isSsrBuild ? { noExternal: true as const } : undefined,
    resolve: {
      alias:
        command === 'build'
          ? [
              ...reactRouterProduction(),
              ...(locale === 'en'
                ? []
                : [
                    {
                      find: /^(\.\.\/)+locales\/page$/,
                      replacement: path.join(import.meta.dirname, `src/locales/page.${locale}.ts`),
                    },
                  ]),
            ]
          : [],
    },
    // The build's language, for the run time (lib/i18n/i18n.ts); none in dev. The server's render
    // bundles React's production build whatever NODE_ENV the server runs with.
    define:
      command === 'build'
        ? {
            'import.meta.env.VITE_PAGE_LOCALE': JSON.stringify(locale),
            ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
          }
        : {},
    build: isSsrBuild
      ? ssrBuild(locale)
      : {
          // English first, into an empty folder; the other languages beside it (package.json `build`).
          emptyOutDir: locale === 'en',
          target: 'es2022',
          // docs/product.md#constants names a 120 s chunk time-out for the original; we keep chunks small instead.
          chunkSizeWarningLimit: 200,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // What every page needs before it can show anything — React, the router, the query
                    // cache, the app shell and the home page — in one file: on HTTP/1.1 over slow mobile
                    // data each extra file costs a round trip and ~0.4 KB of headers, and one larger
                    // file compresses better than several small ones (docs/performance.md, web budget).
                    // Pieces only lazy pages use (TanStack Query's multi-query hooks, the admin data table, back-to-top, the form field, the dialog's view, the lists' sort select, pager, checkbox group and load failure, the
                    // API messages' patterns, which travel with the Bangla catalog;
                    // the search, bike facts, places and admin constants; the Bangla names of districts and brands that
                    // only the saved-search and notification pages write; the dashboard's layout; the footer;
                    // the navbar's signed-in part; the language switch's unsaved-input question; the route
                    // guards; the route error page) stay out of it.
                    name: 'app',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?![^\\/]+[\\/]build[\\/]modern[\\/](queriesObserver|useQueries|mutationObserver|useMutation)\.)[^\\/]+|cookie|set-cookie-parser)[\\/]|apps[\\/]web[\\/]src[\\/](lib[\\/](?!i18n[\\/]api-messages\.)|locales[\\/]page(\.bn)?\.ts$|components[\\/](?!ui[\\/](data-table|dialog-view|field|back-to-top|load-failed|sort-select|pager|checkbox-group)\.)|app[\\/](?!pages[\\/]|guards\.|dashboard-routes\.|layouts[\\/](dashboard-layout|footer|signed-in-navbar|role-label|unsaved-input)\.|route-error\.)|main\.tsx)|packages[\\/]contract[\\/]src[\\/]constants[\\/](?!(admin|bangla-names|bike-facts|places|search)\.)|^\0rolldown[\\/]runtime|^\0virtual:page-messages$/,
                    priority: 2,
                  },
                  {
                    // What only a signed-in person's navbar needs (sign-out with TanStack Query's mutations, the
                    // greeting's role label, the bell and its count (and the count link both use), the Messages link with its count and the
                    // tab's live stream, ADR 0280): one file beside the app's, fetched once someone is signed
                    // in, never by the home page of a signed-out phone (web budget). The notifications' index
                    // is here too: on its own it was one more request on every signed-in page.
                    name: 'signed-in',
                    includeDependenciesRecursively: false,
                    test: /[\\/]node_modules[\\/]@tanstack[\\/][^\\/]+[\\/]build[\\/]modern[\\/](mutationObserver|useMutation)\.|apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/]navbar-count-link\.tsx$|app[\\/]layouts[\\/](signed-in-navbar|role-label)\.tsx$|features[\\/](auth[\\/]api[\\/]sign-out\.ts$|notifications[\\/](index\.ts$|components[\\/]unread-badge\.tsx$|api[\\/](get-unread-count|keys)\.ts$)|conversations[\\/](routes\.ts$|components[\\/]navbar-messages\.tsx$|lib[\\/]live-stream\.ts$|api[\\/](get-unread|keys)\.ts$)))/,
                    priority: 3,
                  },
                  {
                    // The conversations' pages, their live updates and the dashboard menu's badge (ADR 0280):
                    // one file (web budget). "Chat with seller" on the bike page stays out, and the navbar's
                    // Messages link and stream are in 'signed-in' (its priority is higher).
                    name: 'conversations',
                    includeDependenciesRecursively: false,
                    test: /apps[\\/]web[\\/]src[\\/]features[\\/]conversations[\\/](?!index\.ts$|routes\.ts$|components[\\/]chat-button\.tsx$|api[\\/]open-conversation\.ts$)/,
                    priority: 2,
                  },
                  {
                    // The heart on every card and its signed-in behaviour (which bikes are saved, saving one):
                    // one file instead of four requests of under 1 KB behind the catalogue on HTTP/1.1.
                    name: 'hearts',
                    includeDependenciesRecursively: false,
                    test: /apps[\\/]web[\\/]src[\\/]features[\\/]favourites[\\/](index\.ts|components[\\/][^\\/]+|api[\\/](keys|saved-ids|toggle-favourite)\.ts)$/,
                    priority: 2,
                  },
                  {
                    // The contract's constants that lazy pages share (report reasons and admin table sorts, bike
                    // facts, search sorts and filters): one small file rather than three requests on the
                    // catalogue, search and admin pages, which each use two or three of them.
                    name: 'page-constants',
                    includeDependenciesRecursively: false,
                    test: /packages[\\/]contract[\\/]src[\\/]constants[\\/](admin|bike-facts|search)\.ts$/,
                    priority: 2,
                  },
                  {
                    // The catalogue pages (category, bike details) with their loaders, data calls, the sort
                    // select and the pager (the search and seller pages, which use them too, load this file
                    // for their cards; the admin tables' pager costs them this file once) and the
                    // report and book helpers they share, in one file: as separate chunks of under 1 KB
                    // each they were five more requests in line behind the app on HTTP/1.1. The seller's
                    // rating on each card goes with them (the reviews' form and lists load lazily). The price
                    // guide, which only the bike page shows, stays with that page's chunk, and a gone bike's
                    // page is a chunk of its own (web budget).
                    name: 'catalog',
                    includeDependenciesRecursively: false,
                    test: /apps[\\/]web[\\/]src[\\/](app[\\/]pages[\\/]category-page\.tsx$|components[\\/]ui[\\/](sort-select|pager)\.tsx$|features[\\/](catalog[\\/](?!components[\\/]price-guide\.tsx$|api[\\/]get-price-guide\.ts$|pages[\\/]bike-gone-page\.tsx$|api[\\/]get-similar\.ts$)|reports[\\/](report-payload|components[\\/]report-button|api[\\/](create-report|keys))\.tsx?$|bookings[\\/](components[\\/]use-book-now|copy)\.tsx?$|reviews[\\/](index\.ts|components[\\/](lazy|seller-rating)\.tsx)$))/,
                    priority: 1,
                  },
                  {
                    // Validation: zod, its react-hook-form resolver and the shared schemas, in one file for
                    // every page that validates (they were ten files of 1–90 KB behind the login page).
                    name: 'validation',
                    // The resolver imports react-hook-form; it stays in 'forms', not pulled in here.
                    includeDependenciesRecursively: false,
                    test: /[\\/]node_modules[\\/](zod|@hookform[\\/][^\\/]+)[\\/]|packages[\\/]contract[\\/]src[\\/](?!constants[\\/])/,
                    priority: 1,
                  },
                  {
                    // Forms without their validation: the sign-in page shows its form before zod arrives.
                    // The labelled field every form uses goes with them.
                    name: 'forms',
                    test: /[\\/]node_modules[\\/]react-hook-form[\\/]|apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]field\.tsx$/,
                    priority: 1,
                  },
                  {
                    // The sign-in, sign-up and reset pages share most of their helpers (not their
                    // validation, which loads on first submit: lib/lazy-resolver.ts).
                    name: 'auth',
                    test: /apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](components[\\/]|lib[\\/]|api[\\/](get-auth-providers|sign-in|sign-in-social|request-password-reset|reset-password|issue-token)\.ts|flows\.ts|notices\.ts)/,
                    priority: 1,
                  },
                ],
              },
              // The app's file names every lazy file (its preload map), hashes and all. Eight base-64
              // characters are six bytes Brotli cannot shrink; a change anywhere renames every lazy
              // file, so the first file moved by ±150 B of new hashes alone, and a budget with
              // 0.2 KB to spare failed on a change that added 40 B (ADR 0442). Hex: four bytes each.
              hashCharacters: 'hex' as const,
            },
          },
        },
    server: {
      proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
    },
  };
});
