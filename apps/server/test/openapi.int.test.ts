import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi';

// STYLE habit 8: the committed API document is generated from the routes; a stale copy fails CI.
it('docs/api/openapi.json matches the routes (run `npm run openapi` after changing a route)', async () => {
  const committed = readFileSync(path.resolve(import.meta.dirname, '../../../docs/api/openapi.json'), 'utf8');
  expect(JSON.parse(committed)).toEqual(JSON.parse(await openApiDocument()));
});
