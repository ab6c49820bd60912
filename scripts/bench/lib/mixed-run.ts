/**
 * The parts of the mixed workload that scripts/bench/mixed.ts and scripts/bench/memory.ts share:
 * seeding the bikes, signing buyers up, dealing the bikes out to the virtual users and running the
 * load generator (scripts/bench/mixed-load.ts) in a process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client';
import { seedBikes } from '../../../apps/server/src/modules/catalog/seed';
import { createDiskMediaStore } from '../../../apps/server/src/modules/media/storage';
import { verifiedSignUp } from '../../lib/verified-sign-up';
import type { MixedBuyer, MixedResult, MixedSpec, MixedUser } from '../mixed-load';

const root = path.resolve(import.meta.dirname, '../../..');

export const MIX = { browse: 55, search: 20, book: 15, pay: 10 };
export const MAX_ACTIVE_BOOKINGS = 5;
/** Share of the bikes nobody books: the ones bike detail pages show. */
const BROWSE_SHARE = 0.1;
export const SEARCH_TERMS = [
  'pulsar',
  'dominar',
  'gixxer',
  'fzs',
  'r15',
  'platina',
  'ns160',
  'access 125',
  'zzz',
];
const SIGN_UP_CONCURRENCY = 4;

export interface Seeded {
  seedSeconds: number;
  byCategory: Map<string, string[]>;
  categories: string[];
}

/** Seeds `bikes` listings into the database (PGlite under `dataDir`, or PostgreSQL at `databaseUrl`). */
export async function seedListings(
  dataDir: string,
  databaseUrl: string | undefined,
  bikes: number,
): Promise<Seeded> {
  const handle = await openDatabase(
    databaseUrl
      ? { engine: 'postgres', url: databaseUrl, poolSize: 4 }
      : { engine: 'pglite', dir: path.join(dataDir, 'db') },
  );
  try {
    const started = performance.now();
    await seedBikes(handle.db, createDiskMediaStore(path.join(dataDir, 'media')), bikes, {
      distinctPictures: 12,
    });
    // Fresh statistics, as `npm run seed` leaves them.
    await handle.db.execute(sql`vacuum analyze products`);
    const seedSeconds = (performance.now() - started) / 1000;
    const result = await handle.db.execute(
      sql`select id, category_id from products where state = 'Available' order by random()`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: string;
      category_id: string;
    }[];
    const byCategory = new Map<string, string[]>();
    for (const row of rows) {
      const list = byCategory.get(row.category_id) ?? [];
      if (list.length === 0) byCategory.set(row.category_id, list);
      list.push(row.id);
    }
    return { seedSeconds, byCategory, categories: [...byCategory.keys()].sort() };
  } finally {
    await handle.close();
  }
}

/** Signs `count` buyers up through the API (each with the code mailed to DATA_DIR's outbox). */
export async function signUpBuyers(origin: string, dataDir: string, count: number): Promise<MixedBuyer[]> {
  const buyers: MixedBuyer[] = new Array(count);
  const run = randomBytes(3).toString('hex');
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const email = `bench-buyer-${run}-${i}@bench.example`;
      // Sign-up opens no session until the mailed code is entered (ADR 0083).
      const { cookie } = await verifiedSignUp(
        origin,
        { name: `Bench Buyer ${i}`, email, password: 'bench-password-1', role: 'Buyer' },
        { dataDirs: [dataDir] },
      );
      buyers[i] = { email, cookie };
    }
  }
  await Promise.all(Array.from({ length: SIGN_UP_CONCURRENCY }, worker));
  return buyers;
}

/** Bikes of every brand, dealt out in turn: a tenth only to look at, the rest in disjoint shares. */
export function dealBikes(
  seeded: Seeded,
  buyers: MixedBuyer[],
  connections: number,
  buyersPerUser: number,
): { browseBikes: string[]; users: MixedUser[] } {
  const all: string[] = [];
  const lists = seeded.categories.map((c) => seeded.byCategory.get(c)!);
  const total = lists.reduce((n, l) => n + l.length, 0);
  for (let i = 0; all.length < total; i++) {
    for (const list of lists) if (list[i]) all.push(list[i]!);
  }
  const browseCount = Math.floor(all.length * BROWSE_SHARE);
  const browseBikes = all.slice(0, browseCount);
  const bookable = all.slice(browseCount);
  const users = Array.from({ length: connections }, (_, u) => ({
    bikes: bookable.filter((_, i) => i % connections === u),
    buyers: buyers.slice(u * buyersPerUser, (u + 1) * buyersPerUser),
  }));
  return { browseBikes, users };
}

/**
 * Runs the load generator in its own process; `onChild` gets the process (to kill it on Ctrl-C).
 * The spec file is written into `dir`.
 */
export async function runLoad(
  spec: MixedSpec,
  dir: string,
  onChild: (child: ChildProcess | null) => void,
): Promise<MixedResult> {
  const specFile = path.join(dir, 'mixed-spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/mixed-load.ts'), specFile],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  onChild(child);
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  onChild(null);
  if (code !== 0) throw new Error(`load generator failed (${code})`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as MixedResult;
}
