// The server processes the scripts start — the end-to-end and budget server, crash safety's and chaos's
// instances — load one bundle of the server's TypeScript instead of going through tsx's loader hooks for
// every module at every start (ADR 0197): 2.9 CPU-seconds to load the app instead of 6.6 on this machine,
// for about 0.4 to bundle it once per script run. The packages stay outside the bundle (imported from
// node_modules as they are); only our own sources (the server, the contract, the e2e controls) are in it.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
/** Under the root, so the packages the bundle imports resolve from the root's node_modules. */
const outRoot = path.join(root, 'node_modules/.cache/best-bikes/server-bundle');

/** Each source keeps its own `import.meta.dirname` (the migrations folder, the web build's default path). */
const ownPlaces = {
  name: 'own-places',
  setup(bundler) {
    bundler.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: source, loader: 'ts' };
    });
  },
};

/** Bare imports stay imports, except the workspace's own packages, whose TypeScript is bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@best-bikes/') || path.isAbsolute(args.path) ? undefined : { external: true },
    );
  },
};

/**
 * Bundles `entry` (a path from the repository's root, e.g. `apps/server/src/main.ts`) into a folder of
 * its own for this process and answers the path of the file to start: `node <path>` starts what
 * `node --import tsx <entry>` started. Made fresh each time, so it is never older than the sources.
 * What the entry imports dynamically goes into chunks of its own, loaded when the import runs, with
 * the packages they import: main.ts creates a new PGlite database before the app and its packages are
 * loaded (ADR 0380).
 * @param {string} entry
 * @param {{ sourceMaps?: boolean }} [options] `sourceMaps: false` for a server that is not started with
 *   --enable-source-maps: the inline map is three quarters of the bundle's text, which V8 keeps
 *   (docs/performance.md#memory)
 */
export async function serverBundle(entry, { sourceMaps = true } = {}) {
  const name = path.basename(entry).replace(/\.ts$/, '');
  const outdir = path.join(outRoot, `${process.pid}-${name}`);
  await mkdir(outRoot, { recursive: true });
  // Gone with the script that made it (the servers it started are gone by then too); one whose script
  // was killed outright is removed by the next script that bundles.
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  for (const file of readdirSync(outRoot)) {
    const pid = Number.parseInt(file, 10);
    if (pid > 0 && pid !== process.pid && !alive(pid)) {
      rmSync(path.join(outRoot, file), { recursive: true, force: true });
    }
  }
  return writeServerBundle(entry, outdir, { sourceMaps });
}

/**
 * Bundles `entry` into `outdir` (kept: the image's build writes the server it runs this way, ADR 0381)
 * and answers the path of the file to start.
 * @param {string} entry a path from the repository's root
 * @param {string} outdir
 * @param {{ sourceMaps?: boolean }} [options] inline source maps, for `node --enable-source-maps`
 */
export async function writeServerBundle(entry, outdir, { sourceMaps = true } = {}) {
  const name = path.basename(entry).replace(/\.ts$/, '');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, entry)],
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript sources, as under tsx: start it with --enable-source-maps.
    // Without maps, a trace names the bundle's lines, each file's part of it headed by its path.
    sourcemap: sourceMaps ? 'inline' : false,
    logLevel: 'warning',
    plugins: [packagesOutside, ownPlaces],
  });
  // esbuild's service process would otherwise stay beside the server for as long as this one runs:
  // some 65 MiB (docs/performance.md#memory). A later bundle starts it again.
  await stop();
  return path.join(outdir, `${name}.mjs`);
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
