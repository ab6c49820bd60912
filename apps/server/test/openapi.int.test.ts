import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi';
import { API_SECURITY } from '../src/plugins/access';
import { buildTestApp } from './helpers';

// STYLE habit 8: the committed API document is generated from the routes; a stale copy fails CI.
// Each test builds a whole app on a fresh database: allowed longer than the suite's default on a busy machine.
const committed = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../docs/api/openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>> };

it('docs/api/openapi.json matches the routes (run `npm run openapi` after changing a route)', async () => {
  expect(committed).toEqual(JSON.parse(await openApiDocument()));
}, 120_000);

it('marks every protected route with its security schemes, 401, and 403 for a role list', async () => {
  const t = await buildTestApp();
  const { routeTable } = t.app;
  await t.close();
  const unmarked: string[] = [];
  for (const { method, url, access } of routeTable) {
    if (access === 'public' || method === 'HEAD') continue;
    const openApiPath = url.replace(/:(\w+)/g, '{$1}');
    const operation = committed.paths[openApiPath]?.[method.toLowerCase()];
    if (!operation) continue; // hidden from the document (better-auth's own endpoints are public)
    const codes = Object.keys(operation.responses ?? {});
    const marked =
      JSON.stringify(operation.security) === JSON.stringify(API_SECURITY) &&
      codes.includes('401') &&
      (access === 'signedIn' || codes.includes('403'));
    if (!marked) unmarked.push(`${method} ${url}`);
  }
  expect(unmarked).toEqual([]);
  expect(routeTable.filter((r) => r.access !== 'public').length).toBeGreaterThan(30);
}, 120_000);
