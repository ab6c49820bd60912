#!/usr/bin/env node
// `npm run dev`: the API server restarted on every change (tsx watch, port 3000) and Vite's dev server
// (port 5173, hot reload) in front of it, proxying /api and /media to it (apps/web/vite.config.ts).
// Open http://localhost:5173. The server's BASE_URL is Vite's origin, so cookies and the same-origin
// check see the address the browser uses. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webPort = process.env.WEB_PORT ?? '5173';
const apiPort = process.env.PORT ?? '3000';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, BASE_URL: process.env.BASE_URL ?? `http://localhost:${webPort}` },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: process.env,
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
