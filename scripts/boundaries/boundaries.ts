// The boundary lint (docs/architecture.md): a web feature imports another feature, and a server module
// another module, only through its index.ts. Biome's noRestrictedImports matches import specifiers, so
// biome.json carries one override per folder naming its neighbours; `npx tsx
// scripts/boundaries/boundaries.ts --write` rewrites them after a feature or module is added, and
// boundaries.unit.test.ts fails while they are out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

const AREAS = [
  { dir: 'apps/web/src/features', kind: 'feature' },
  { dir: 'apps/server/src/modules', kind: 'module' },
] as const;

const MESSAGE = {
  feature:
    'A feature imports another feature only through its index.ts; compose pages that combine features in app/ (docs/architecture.md).',
  module: 'A module imports another module only through its index.ts (docs/architecture.md).',
};

function folders(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

interface Override {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: unknown } } };
}

/** The overrides the boundaries need: one per feature and module, tests left free to reach in. */
function boundaryOverrides(): Override[] {
  return AREAS.flatMap(({ dir, kind }) => {
    const names = folders(dir);
    return names.map((name) => {
      const others = names.filter((n) => n !== name);
      return {
        includes: [`${dir}/${name}/**`, '!**/*.test.ts', '!**/*.test.tsx'],
        linter: {
          rules: {
            style: {
              noRestrictedImports: {
                level: 'error',
                options: {
                  patterns: [
                    {
                      // `lib/auth` (the sign-in state every feature reads) is not the auth feature.
                      group: others.flatMap((n) => [`**/${n}/**`, `!**/${n}/index`, `!**/lib/${n}/**`]),
                      message: MESSAGE[kind],
                    },
                  ],
                },
              },
            },
          },
        },
      };
    });
  });
}

const BIOME = path.join(root, 'biome.json');

/** biome.json with its boundary overrides replaced by the current ones (other overrides kept). */
export function biomeWithBoundaries(): string {
  const config = JSON.parse(readFileSync(BIOME, 'utf8')) as { overrides?: Override[] };
  const others = (config.overrides ?? []).filter(
    (o) => !AREAS.some(({ dir }) => o.includes?.[0]?.startsWith(`${dir}/`)),
  );
  config.overrides = [...others, ...boundaryOverrides()];
  return `${JSON.stringify(config, null, 2)}\n`;
}

if (process.argv.includes('--write')) {
  writeFileSync(BIOME, biomeWithBoundaries());
  console.log('biome.json: boundary overrides written');
}
