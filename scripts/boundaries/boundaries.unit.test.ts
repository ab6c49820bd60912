import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruisePlanted } from './depcruise';

const root = path.resolve(import.meta.dirname, '../..');
const FEATURES = ['apps/web/src/features', 'apps/server/src/modules'];

// A feature (web) or module (server) is entered only through its index.ts (ADR 0200): `npm run lint`
// runs dependency-cruiser with `.dependency-cruiser.mjs`, which must fail on what is planted here.
describe('the boundary rules (npm run lint)', { timeout: 60_000 }, () => {
  it('fails on a feature importing another feature’s insides', () => {
    const file = 'apps/web/src/features/home/components/planted-by-boundary-test.tsx';
    const planted = cruisePlanted({
      [file]:
        "import { useCategories } from '../../catalog/api/get-categories';\nexport const planted = useCategories;\n",
    });
    expect(planted.status, planted.output).not.toBe(0);
    expect(planted.output).toContain('not-into-another-feature');
    expect(planted.output).toContain(file);
  });

  it('lets a feature import another through its index.ts, its own files and lib/auth', () => {
    const planted = cruisePlanted({
      'apps/web/src/features/home/components/planted-by-boundary-test.tsx':
        "import { useCategories } from '../../catalog';\nimport { useSession } from '../../../lib/auth/session';\n" +
        "import { HomePage } from '../pages/home-page';\nexport const planted = [useCategories, useSession, HomePage];\n",
    });
    expect(planted.output).toContain('no dependency violations');
    expect(planted.status).toBe(0);
  });

  it('fails on app/ importing a feature’s page or component instead of its index.ts', () => {
    const planted = cruisePlanted({
      'apps/web/src/app/planted-by-boundary-test.tsx':
        "export const page = () => import('../features/blogs/pages/blogs-page');\n",
    });
    expect(planted.status, planted.output).not.toBe(0);
    expect(planted.output).toContain('into-a-feature-through-its-index');
    const allowed = cruisePlanted({
      'apps/web/src/app/planted-by-boundary-test.tsx':
        "export { lazyAdminBlogsPage } from '../features/blogs';\n",
    });
    expect(allowed.status, allowed.output).toBe(0);
  });

  it('fails on a server module importing another module’s insides, not its index.ts', () => {
    const file = 'apps/server/src/modules/payments/planted-by-boundary-test.ts';
    const planted = cruisePlanted({
      [file]: "import { bikeState } from '../catalog/bike-state';\nexport const planted = bikeState;\n",
    });
    expect(planted.status, planted.output).not.toBe(0);
    expect(planted.output).toContain('not-into-another-feature');
    const allowed = cruisePlanted({
      [file]: "import { bikeState } from '../catalog';\nexport const planted = bikeState;\n",
    });
    expect(allowed.status, allowed.output).toBe(0);
  });

  it('fails on the server’s plugins or scripts importing a module’s insides', () => {
    const planted = cruisePlanted({
      'apps/server/src/plugins/planted-by-boundary-test.ts':
        "import { createUsersRepository } from '../modules/users/repository';\nexport const planted = createUsersRepository;\n",
    });
    expect(planted.status, planted.output).not.toBe(0);
    expect(planted.output).toContain('into-a-feature-through-its-index');
  });

  it('leaves tests free to reach into what they test', () => {
    const planted = cruisePlanted({
      'apps/web/src/features/home/planted-by-boundary-test.unit.test.ts':
        "import { bikeCount } from '../catalog/lib/bike-count';\nexport const planted = bikeCount;\n",
    });
    expect(planted.status, planted.output).toBe(0);
  });

  it('finds an index.ts in every web feature and server module', () => {
    const missing = FEATURES.flatMap((dir) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !existsSync(path.join(root, dir, entry.name, 'index.ts')))
        .map((entry) => `${dir}/${entry.name}`),
    );
    expect(missing).toEqual([]);
  });
});
