import { availableParallelism } from 'node:os';
import { BRAND_NAMES_BN } from '@best-bikes/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { bikeModels, categories, products } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MediaStore } from '../media';
import { ensureDemoSellers } from '../users';
import { type BikeArt, bikeSvg, brandSvg, familyOf } from './artwork';
import { colorOfName, STARTUP_BRANDS, startupLogo } from './brands-data';
import { DEMO_SELLERS, type DemoBike, demoBikes } from './demo-data';
import { STARTUP_MODELS, startupModelOf } from './models-data';
import { raiseEveryListingVersion } from './repository';

async function render(svg: string, media: MediaStore): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await media.saveImage(png)).url;
}

/** A brand an admin adds gets its tile drawn like the others', in a colour its name picks. */
export function brandTileOf(name: string, media: MediaStore): Promise<string> {
  return render(brandSvg(name, colorOfName(name)), media);
}

/**
 * The start-up brands (brands-data.ts) a database lacks: product.md's three with their tiles drawn
 * through the media store (their logos are product.md's files), the others with their logo files
 * (apps/web/public/brands/), which stand as their tile until `paintBrandTiles` has drawn it (a tile
 * takes a quarter of a second to draw: 25 of them would hold every start, and every test, for
 * seconds). Only missing ids are added: what an admin renamed, reordered or hid stays so. Idempotent.
 */
export async function ensureCategories(db: Database, media: MediaStore): Promise<void> {
  const existing = await db.select({ id: categories.id }).from(categories);
  const have = new Set(existing.map((c) => c.id));
  const rows = [];
  for (const brand of STARTUP_BRANDS) {
    if (have.has(brand.id)) continue;
    const original = Number(brand.id) <= 3;
    const logo = original ? null : startupLogo(brand.name);
    rows.push({
      id: brand.id,
      name: brand.name,
      nameBn: BRAND_NAMES_BN[brand.name] ?? '',
      img: logo ?? (await render(brandSvg(brand.name, brand.color), media)),
      logo,
      sortOrder: Number(brand.id),
    });
  }
  // A name an admin already gave another brand keeps that brand; the start-up one is left out.
  if (rows.length) await db.insert(categories).values(rows).onConflictDoNothing();
  await ensureModels(db);
}

/**
 * The start-up models (models-data.ts, ADR 0291) of the brands there are that a database lacks:
 * only missing ids are added, so what an admin renamed or hid stays; a name an admin already gave
 * another model of the brand keeps that model.
 */
export async function ensureModels(db: Database): Promise<void> {
  const [brands, existing] = await Promise.all([
    db.select({ id: categories.id }).from(categories),
    db.select({ id: bikeModels.id }).from(bikeModels),
  ]);
  const brandIds = new Set(brands.map((b) => b.id));
  const have = new Set(existing.map((m) => m.id));
  const rows = STARTUP_MODELS.filter((m) => brandIds.has(m.brandId) && !have.has(m.id)).map((m) => ({
    id: m.id,
    categoryId: m.brandId,
    name: m.name,
    nameBn: m.nameBn,
    aliases: m.aliases,
    engineCc: m.engineCc,
    type: m.type,
    yearFrom: m.yearFrom,
    yearTo: m.yearTo,
    sortOrder: m.sortOrder,
  }));
  if (rows.length) await db.insert(bikeModels).values(rows).onConflictDoNothing();
}

/**
 * Draws the tiles of the start-up brands that still show their logo as their tile, one at a time
 * (run after start, in the background). Answers how many it drew.
 */
export async function paintBrandTiles(db: Database, media: MediaStore): Promise<number> {
  const waiting = await db
    .select({ id: categories.id, img: categories.img })
    .from(categories)
    .where(sql`${categories.img} = ${categories.logo}`);
  let painted = 0;
  for (const row of waiting) {
    const brand = STARTUP_BRANDS.find((b) => b.id === row.id);
    if (!brand) continue;
    const img = await render(brandSvg(brand.name, brand.color), media);
    // Only while it still shows the logo: an admin's change in between wins.
    await db
      .update(categories)
      .set({ img })
      .where(sql`${categories.id} = ${row.id} and ${categories.img} = ${row.img}`);
    painted += 1;
  }
  // A tile is the brand's picture in every drawn page's list of brands (ADR 0395).
  if (painted > 0) await raiseEveryListingVersion(db);
  return painted;
}

/**
 * Adds `count` demo bikes with pictures drawn by the project and stored through the media store,
 * the same path uploads take. Pictures repeat after a few dozen, which keeps large benchmark seeds fast.
 */
export async function seedBikes(
  db: Database,
  media: MediaStore,
  count: number,
  opts: { seed?: number; distinctPictures?: number; market?: boolean } = {},
): Promise<number> {
  await ensureCategories(db, media);
  const sellerIds = await ensureDemoSellers(db, DEMO_SELLERS);
  const bikes = demoBikes(count, opts.seed, { market: opts.market });
  const distinct = Math.min(count, opts.distinctPictures ?? 36);
  // As many pictures at once as the machine has cores: drawing one is a single thread's work (the first
  // start of a demo shop, and every end-to-end server, waited 7 s for 36 of them one by one).
  const pictures: string[] = [];
  const drawn = bikes.slice(0, distinct);
  const atOnce = Math.max(1, availableParallelism());
  for (let i = 0; i < drawn.length; i += atOnce) {
    pictures.push(
      ...(await Promise.all(drawn.slice(i, i + atOnce).map((bike) => render(bikeSvg(artOf(bike)), media)))),
    );
  }

  const now = Date.now();
  const models = new Map<string, ReturnType<typeof startupModelOf>>();
  const rows = bikes.map((bike, i) => {
    const name = `${bike.categoryId}\u0000${bike.productName}`;
    if (!models.has(name)) models.set(name, startupModelOf(bike.categoryId, bike.productName));
    const model = models.get(name);
    return {
      id: newId(),
      categoryId: bike.categoryId,
      modelId: model?.id ?? null,
      bikeType: model?.type ?? 'motorcycle',
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
      area: bike.area?.name ?? null,
      areaId: bike.area?.id ?? null,
      taxTokenUntil: bike.taxTokenUntil,
      registrationPapers: bike.registrationPapers,
      img: pictures[i % pictures.length]!,
      postedAt: new Date(now - bike.ageMinutes * 60_000),
      // A few demo bikes are advertised so the home page shows the section from the start.
      advertisedAt: i < 6 ? new Date(now - i * 3_600_000) : null,
    };
  });
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
