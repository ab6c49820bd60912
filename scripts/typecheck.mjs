#!/usr/bin/env node
// `npm run typecheck`: the two TypeScript programs (ADR 0300) — everything that runs on Node (the contract,
// the server with its tests, the scripts and e2e: tsconfig.node.json) and the web app with the DOM's types
// (apps/web) — checked by TypeScript 7, the compiler's native port (ADR 0443). It checks the same files
// with the same settings as the 5.9 that editors and the tools reading TypeScript's API still load, in a
// third of the time: alone, 13.5 s and 6.5 s here against 42 s and 26 s (38 CPU-s against 97). Its checker
// runs on several threads of its own, so the two programs run one after the other (19.5 s) rather than
// side by side (21.4 s).
// Any error fails the whole check.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');
const projects = ['tsconfig.node.json', 'apps/web'];

/** @param {string} project */
function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'} (${seconds}s)\n${output}`);
      resolve(code === 0);
    });
  });
}

let ok = true;
for (const project of projects) ok = (await check(project)) && ok;
process.exit(ok ? 0 : 1);
