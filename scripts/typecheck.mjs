#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects (the contract, the server, the web app with the
// DOM's types, the tools), two at a time — one per core, the longest first — instead of one after
// the other (ADR 0133). Each project keeps its own settings; any error fails the whole check.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// Longest first (CPU seconds measured on this machine: tools 19, server 17, web 15, contract 5).
const projects = ['tsconfig.tools.json', 'apps/server', 'apps/web', 'packages/contract'];
const parallel = Math.max(1, Math.min(2, availableParallelism()));

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
      // Printed whole when done, so two projects' errors never interleave.
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'} (${seconds}s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
