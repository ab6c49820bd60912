#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then serves
// everything (SPA + API) from one process on the embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverEntry, serverNodeArgs, serverNodeEnv } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/contract/src')];
const stale = !existsSync(dist) || Math.max(...sources.map(newestMtime)) > statSync(dist).mtimeMs;
if (stale) {
  // The build's own report (file sizes, Vite's notes on its config and on the size of the shared
  // chunk, docs/performance.md) reads like trouble to someone starting the shop for the first time:
  // it is shown only when the build fails (ADR 0119).
  console.log(
    existsSync(dist)
      ? 'Building the web app again (its sources changed)…'
      : 'Building the web app (the first start only; about a minute)…',
  );
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The web app could not be built (above: what the build said).');
    process.exit(build.status ?? 1);
  }
  console.log('Built the web app.');
}

const server = spawn(process.execPath, [...serverNodeArgs(), ...(await serverEntry())], {
  cwd: root,
  env: serverNodeEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
