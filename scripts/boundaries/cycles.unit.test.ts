import { describe, expect, it } from 'vitest';
import { cruisePlanted } from './depcruise';

// No import cycles (ADR 0136, ADR 0200): `npm run lint` runs dependency-cruiser's no-cycles rule, type-only
// and lazy imports included.
describe('the import-cycle rule (npm run lint)', { timeout: 60_000 }, () => {
  it('fails on two files importing each other, even for a type only', () => {
    const dir = 'apps/server/src/lib/planted-by-cycle-test';
    const planted = cruisePlanted(
      {
        [`${dir}/a.ts`]: "import type { B } from './b';\nexport type A = { b?: B };\n",
        [`${dir}/b.ts`]: "import type { A } from './a';\nexport type B = { a?: A };\n",
      },
      dir,
    );
    expect(planted.status, planted.output).not.toBe(0);
    expect(planted.output).toContain('no-cycles');
  });

  it('fails on a circle of three web files, one link a lazy import()', () => {
    const dir = 'apps/web/src/lib/planted-by-cycle-test';
    const planted = cruisePlanted(
      {
        [`${dir}/a.ts`]: "import { b } from './b';\nexport const a = () => b;\n",
        [`${dir}/b.ts`]: "import { c } from './c';\nexport const b = () => c;\n",
        [`${dir}/c.ts`]: "export const c = () => import('./a');\n",
      },
      dir,
    );
    expect(planted.status, planted.output).not.toBe(0);
    expect(planted.output).toContain('no-cycles');
  });

  it('passes files that import one way', () => {
    const dir = 'apps/web/src/lib/planted-by-cycle-test';
    const planted = cruisePlanted(
      {
        [`${dir}/a.ts`]: "import { b } from './b';\nexport const a = () => b;\n",
        [`${dir}/b.ts`]: 'export const b = 1;\n',
      },
      dir,
    );
    expect(planted.output).toContain('no dependency violations');
    expect(planted.status).toBe(0);
  });
});
