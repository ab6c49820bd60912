#!/usr/bin/env node
// The image's build (Dockerfile): writes the server `npm start` runs — one bundle of its TypeScript,
// no tsx, no source maps (ADR 0381) — to apps/server/dist, or to the folder given, and says where.
import path from 'node:path';
import { writeServerBundle } from './lib/server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.argv[2] ?? 'apps/server/dist');
const entry = await writeServerBundle('apps/server/src/main.ts', outdir, { sourceMaps: false });
console.log(`The server's bundle: ${path.relative(root, entry)}`);
