#!/usr/bin/env node
// `npm run typecheck`: two TypeScript programs side by side, one per core (ADR 0300): everything that
// runs on Node (the contract, the server with its tests, the scripts and e2e: tsconfig.node.json) and the
// web app with the DOM's types (apps/web). The Node side was three projects that each checked the
// contract again, and the tools' one the whole server again (75 CPU-seconds; 35 as one program). The
// contract's and the server's own tsconfig.json stay for editors; they check nothing this does not.
// Any error fails the whole check.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// Longest first (CPU seconds measured on this machine: Node side 35, web 20).
const projects = ['tsconfig.node.json', 'apps/web'];
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
