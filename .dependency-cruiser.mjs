// How the code may import itself (ADR 0200, docs/architecture.md): `npm run lint` runs
// `depcruise` with these rules. A feature is a folder under apps/web/src/features/ (the web) or
// apps/server/src/modules/ (the server). Its index.ts is its door; a web feature may have a second
// one, routes.ts, for the app shell: its pages as lazy routes and the light pieces the first
// download needs (the router imports it, so it holds nothing heavy).

/** A feature folder of either side; $1 is the side's features folder, $2 the feature. */
const FEATURE = '^(apps/web/src/features|apps/server/src/modules)/([^/]+)/';
/** Any feature's doors: its index.ts, and a web feature's routes.ts. */
const DOOR = [
  '^(apps/web/src/features|apps/server/src/modules)/[^/]+/index\\.tsx?$',
  '^apps/web/src/features/[^/]+/routes\\.ts$',
];
/** Tests (and the server's test helpers) reach into what they test. */
const TESTS = ['\\.test\\.tsx?$', '^apps/server/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'Files must not import each other in a circle, type-only imports and lazy import() included (ADR 0136). ' +
        'Move what both sides share to where both can import it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'into-a-feature-through-its-index',
      comment:
        'Code outside a feature (app/, lib/, components/, the server’s app.ts, plugins and scripts) uses a ' +
        'feature only through its index.ts (or a web feature’s routes.ts).',
      severity: 'error',
      from: { path: '^apps/(web|server)/src/', pathNot: [FEATURE, ...TESTS] },
      to: { path: FEATURE, pathNot: DOOR },
    },
    {
      name: 'not-into-another-feature',
      comment:
        'A feature uses another feature only through its index.ts; a page that combines features is composed ' +
        'in apps/web/src/app/pages.',
      severity: 'error',
      from: { path: FEATURE, pathNot: TESTS },
      to: { path: '^$1/', pathNot: ['^$1/$2/', ...DOOR] },
    },
    {
      name: 'routes-load-pages-lazily',
      comment:
        'A web feature’s routes.ts is in the first download (the router imports it): its pages are ' +
        'import()ed, each its own chunk, never imported.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/routes\\.ts$' },
      to: { path: '^apps/web/src/features/$1/pages/', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '/migrations/'] },
    // A type-only import couples two files for a reader as much as any other (ADR 0136).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    cache: false,
  },
};
