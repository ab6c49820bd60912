/**
 * Writes the OpenAPI document generated from the route schemas to docs/api/openapi.json.
 * `npm run openapi` refreshes it; an integration test fails when the committed copy is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../openapi';

const target = path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json');
writeFileSync(target, await openApiDocument());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
process.exit(0);
