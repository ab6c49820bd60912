import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MediaStore } from '../media';
import { ensureDemoSellers } from '../users';
import { type BikeArt, bikeSvg, brandSvg, familyOf } from './artwork';
import { BRAND_COLORS, BRAND_NAMES, DEMO_SELLERS, type DemoBike, demoBikes } from './demo-data';

async function render(svg: string, media: MediaStore): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await media.saveImage(png)).url;
}

/** The three brands with product.md's ids. Idempotent: safe at every start. */
export async function ensureCategories(db: Database, media: MediaStore): Promise<void> {
  const existing = await db.select({ id: categories.id }).from(categories);
  const have = new Set(existing.map((c) => c.id));
  for (const [id, name] of Object.entries(BRAND_NAMES) as ['1' | '2' | '3', string][]) {
    if (have.has(id)) continue;
    const img = await render(brandSvg(name, BRAND_COLORS[id]), media);
    await db
      .insert(categories)
      .values({ id, name, img, sortOrder: Number(id) })
      .onConflictDoNothing();
  }
}

/**
 * Adds `count` demo bikes with pictures drawn by the project and stored through the media store,
 * the same path uploads take. Pictures repeat after a few dozen, which keeps large benchmark seeds fast.
 */
export async function seedBikes(
  db: Database,
  media: MediaStore,
  count: number,
  opts: { seed?: number; distinctPictures?: number } = {},
): Promise<number> {
  await ensureCategories(db, media);
  const sellerIds = await ensureDemoSellers(db, DEMO_SELLERS);
  const bikes = demoBikes(count, opts.seed);
  const distinct = Math.min(count, opts.distinctPictures ?? 36);
  const pictures: string[] = [];
  for (const bike of bikes.slice(0, distinct)) pictures.push(await render(bikeSvg(artOf(bike)), media));

  const now = Date.now();
  const rows = bikes.map((bike, i) => ({
    id: newId(),
    categoryId: bike.categoryId,
    sellerId: sellerIds[i % sellerIds.length]!,
    productName: bike.productName,
    description: bike.description,
    mobile: bike.mobile,
    originalPrice: bike.originalPrice,
    resalePrice: bike.resalePrice,
    yearsOfUse: bike.yearsOfUse,
    milage: bike.milage,
    condition: bike.condition,
    registrationYear: bike.registrationYear,
    engineCc: bike.engineCc,
    previousOwners: bike.previousOwners,
    district: bike.district,
    taxTokenUntil: bike.taxTokenUntil,
    registrationPapers: bike.registrationPapers,
    img: pictures[i % pictures.length]!,
    postedAt: new Date(now - bike.ageMinutes * 60_000),
    // A few demo bikes are advertised so the home page shows the section from the start.
    advertisedAt: i < 6 ? new Date(now - i * 3_600_000) : null,
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(products).values(rows.slice(i, i + 1000));
  }
  return rows.length;
}

function artOf(bike: DemoBike): BikeArt {
  return {
    color: bike.paint[0],
    accent: bike.paint[1],
    backdrop: bike.backdrop,
    family: familyOf(bike.productName, bike.sport),
    // The plainest commuters still come on wire spokes.
    alloy: bike.sport >= 0.1,
  };
}

export async function hasAnyProduct(db: Database): Promise<boolean> {
  const rows = await db.execute(sql`select exists (select 1 from products) as found`);
  const first = (rows as unknown as { rows: { found: boolean }[] }).rows[0];
  return Boolean(first?.found);
}
