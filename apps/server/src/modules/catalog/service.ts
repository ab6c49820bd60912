import {
  ADVERTISED_LIMIT,
  type AddBrandBody,
  type AddModelInput,
  type AddProductInput,
  type AdminBikeModel,
  type AdminBrand,
  areaById,
  areaOfText,
  areasOf,
  type BikeModel,
  type BrandOrderBody,
  brandLogo,
  type Category,
  CITY_DISTRICT,
  COPY,
  ccClassOf,
  DISTRICT_CENTROIDS,
  DISTRICT_NAMES_BN,
  DISTRICTS,
  type District,
  dhakaYear,
  type EditBrandBody,
  type EditModelBody,
  type EditProductInput,
  LISTING_PAGE_SIZE,
  type ListingQuery,
  MY_PRODUCTS_LIMIT,
  maskChassis,
  modelKey,
  type OtherModelList,
  type Places,
  PRICE_GUIDE_MIN_COMPARABLES,
  PRICE_GUIDE_YEAR_SPAN,
  type PriceGuide,
  type Product,
  priceBand,
  productListSchema,
  REGISTER_MESSAGES,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResult,
  searchQueryString,
  searchResultSchema,
} from '@best-bikes/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Caller } from '../../plugins/access';
import type { ListingEdit } from './bike-state';
import {
  coalesceFreshReads,
  createListingCache,
  createVersionedMemo,
  type ListingCache,
} from './listing-cache';
import {
  advertiseDecision,
  type Decision,
  editDecision,
  mayAdvertise,
  mayManageListing,
  mayReadSellerProducts,
  mayWithdraw,
  soldElsewhereDecision,
  stopAdvertisingDecision,
  withdrawDecision,
} from './policy';
import { presentProduct } from './present';
import type { CatalogRepository, ProductRow } from './repository';
import { type FacetTally, FEW_MATCHES, filtersOf } from './search-sql';
import { fuzzyWord, modelWordsOf } from './search-terms';

/** How alike a search word and a model's name must be to match (pg_trgm word similarity). */
const MODEL_LIKE = 0.4;
/** How alike for "Did you mean …?" when nothing matched. */
const SUGGEST_LIKE = 0.25;
/**
 * A text search's page sorted from the same read as its count (`searchTallyAndPage`) while it ends
 * within this many matches: the database keeps that many in a top-N sort; deeper pages walk the
 * sort's index as before.
 */
const ONE_READ_PAGE_DEPTH = 2_400;

type ModelRow = Awaited<ReturnType<CatalogRepository['allModels']>>[number];

function presentModel(m: ModelRow): BikeModel {
  return {
    id: m.id,
    brand_id: m.categoryId,
    name: m.name,
    name_bn: m.nameBn,
    engine_cc: m.engineCc,
    type: m.type,
    year_from: m.yearFrom,
    year_to: m.yearTo,
  };
}

const NOT_AVAILABLE = 'This bike is not available.';

/** The unique index that keeps one live listing per chassis number (schema.ts, ADR 0360). */
const CHASSIS_LIVE_INDEX = 'products_chassis_live_unique';

/** Answers whether a URL is one of our uploaded images (the media store's files). */
export type MediaCheck = (url: string) => Promise<boolean>;

const NOT_OUR_PHOTO = 'This photo was not uploaded here: upload it again.';

/** The admins' list of "Other" listings shows this many, newest first (the total says how many more). */
const OTHER_MODEL_LIST_LIMIT = 100;

const AREA_NOT_IN_DISTRICT = 'must be one of the areas of the district';

/**
 * The bike's area (docs/product.md#places, ADR 0292): a picked `area_id` must be one of the district's
 * and names the area; free text is kept as written and takes the id of the area it names for certain.
 */
function placeOf(district: string, areaId: string | undefined, areaText: string | undefined) {
  if (areaId !== undefined) {
    const area = areaById(areaId);
    if (!area || area.district !== district)
      throw new Invalid(`area_id: ${AREA_NOT_IN_DISTRICT}`, [
        { path: 'area_id', message: AREA_NOT_IN_DISTRICT },
      ]);
    return { area: area.name, areaId: area.id };
  }
  return { area: areaText ?? null, areaId: areaOfText(district, areaText)?.id ?? null };
}

/** The optional facts as stored: a fact the seller left out is null. */
function storedFacts(input: AddProductInput | EditProductInput) {
  // The one place field (ADR 0118): product.md's city, when a client still sends it, is its district.
  const district = input.district ?? CITY_DISTRICT[input.location ?? 'Dhaka'];
  return {
    milage: input.milage ?? null,
    registrationYear: input.registration_year ?? null,
    engineCc: input.engine_cc ?? null,
    previousOwners: input.previous_owners ?? null,
    district,
    ...placeOf(district, input.area_id, input.area),
    taxTokenUntil: input.tax_token_until ?? null,
    registrationPapers: input.registration_papers ?? null,
  };
}

/** Draws a new brand's tile (its name picks the colour) and stores it; answers its URL. */
export type BrandTileMaker = (name: string) => Promise<string>;

/** How many bikes a gone bike's page links to. */
const SIMILAR_LIMIT = 6;

const NOT_OUR_LOGO = 'This logo was not uploaded here: upload it again.';

export function createCatalogService(
  repo: CatalogRepository,
  {
    listingCache: cache = createListingCache({ enabled: false }),
    isOurMedia,
    brandTile = async () => '',
    requireProvenPhone = async () => {},
    refuseStolen = async () => {},
    listedWithChassis = async () => {},
    listedHeld = async () => {},
  }: {
    listingCache?: ListingCache;
    isOurMedia: MediaCheck;
    brandTile?: BrandTileMaker;
    /** Refuses a seller without a proven number while the shop requires one (modules/phones). */
    requireProvenPhone?: (userId: string) => Promise<void>;
    /**
     * Refuses (and logs for the admins) a chassis number on the stolen list (modules/register,
     * docs/product.md#chassis-register).
     */
    refuseStolen?: (caller: Caller, chassis: string, productName: string) => Promise<void>;
    /** A listing with a chassis number was stored: the register checks its kilometres (ADR 0363). */
    listedWithChassis?: (caller: Caller, productId: string, productName: string) => Promise<void>;
    /** A listing was stored held, in its transaction: the register tells its seller (ADR 0360). */
    listedHeld?: (tx: Database, productId: string) => Promise<void>;
  },
) {
  /**
   * The brand a listing names (docs/product.md#brands-and-models): one of the brands listed, in any
   * case; a hidden brand only when it is the bike's own already (`keepId`). `category_id`, when sent,
   * must be its id.
   */
  async function brandOf(input: { category_name: string; category_id?: string }, keepId?: string) {
    const brands = await repo.allBrands();
    const wanted = input.category_name.toLowerCase();
    const brand = brands.find((b) => b.name.toLowerCase() === wanted && (!b.hidden || b.id === keepId));
    if (!brand) {
      const listed = brands.filter((b) => !b.hidden).map((b) => b.name);
      const message = `“${input.category_name.slice(0, 40)}” is not a brand we list; choose from ${listed.join(', ')}`;
      throw new Invalid(`category_name: ${message}`, [{ path: 'category_name', message }]);
    }
    if (input.category_id !== undefined && input.category_id !== brand.id) {
      const message = `must be ${brand.id} for ${brand.name}`;
      throw new Invalid(`category_id: ${message}`, [{ path: 'category_id', message }]);
    }
    return brand.id;
  }

  /**
   * The catalogue model a listing names (ADR 0291): one of its brand's models, shown, or hidden
   * when it is the bike's own already (`keepId`); none ("Other"): the seller's type, if given.
   */
  async function modelOf(
    input: { model_id?: string; bike_type?: BikeModel['type'] },
    categoryId: string,
    keepId?: string | null,
  ): Promise<{ modelId: string | null; bikeType: BikeModel['type'] | null }> {
    if (input.model_id === undefined) return { modelId: null, bikeType: input.bike_type ?? null };
    const model = (await repo.allModels()).find(
      (m) => m.id === input.model_id && m.categoryId === categoryId && (!m.hidden || m.id === keepId),
    );
    if (!model) {
      const message = 'is not a model of this brand: choose one from the list, or Other';
      throw new Invalid(`model_id: ${message}`, [{ path: 'model_id', message }]);
    }
    return { modelId: model.id, bikeType: model.type };
  }

  /** Every brand for the admins' page, hidden ones too, with how many bikes each has. */
  async function adminBrands(): Promise<AdminBrand[]> {
    const rows = await repo.brandsWithCounts();
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      name_bn: b.nameBn,
      img: b.img,
      logo: b.logo ?? brandLogo(b.id),
      hidden: b.hidden,
      bikes: b.bikes,
    }));
  }

  async function checkLogo(logo: string | undefined): Promise<void> {
    if (logo !== undefined && !(await isOurMedia(logo)))
      throw new Invalid(`logo: ${NOT_OUR_LOGO}`, [{ path: 'logo', message: NOT_OUR_LOGO }]);
  }

  const totals = createVersionedMemo<number>({ enabled: cache.enabled });
  // Under load, concurrent requests for a brand share one version read (each still sees every
  // change committed before it arrived).
  const listingVersion = coalesceFreshReads((categoryId: string) => repo.listingVersion(categoryId));
  // The search spans every brand, so its cache is checked against all of them at once.
  const allVersion = coalesceFreshReads((_: 'all') => repo.allListingsVersion());
  // A search's facet counts do not depend on its sort or its page: they are counted once per set of
  // conditions, and reused while no bike changes.
  const facetTallies = createVersionedMemo<FacetTally>({ enabled: cache.enabled });
  // A model's price statistics, kept while its brand's listing version is unchanged (ADR 0090).
  const modelPrices = createVersionedMemo<Awaited<ReturnType<CatalogRepository['modelPriceStats']>>>({
    enabled: cache.enabled,
  });

  // A bike's page as its head is written (modules/seo), kept while its brand's listing version is
  // unchanged (ADR 0031): a visit reads one shared version, not the bike and its gallery again.
  const bikePages = createVersionedMemo<Product>({ enabled: cache.enabled });
  /** Which brand each remembered bike is of (a bike that moves brand bumps both versions). */
  const brandOfBike = new LRUCache<string, string>({ max: 20_000 });

  /**
   * A live bike with its gallery (the bike page's answer), its chassis number masked; 404 when it
   * never existed, was withdrawn or is held for an admin (ADR 0360).
   */
  async function presentBike(id: string): Promise<Product> {
    const row = await publicProduct(id);
    const galleries = await repo.galleries([row]);
    return {
      ...presentProduct(row),
      photos: galleries.get(row.id) ?? [row.img],
      chassis_masked: row.chassisNumber ? maskChassis(row.chassisNumber) : null,
    };
  }

  /** A bike the public may see: live and not held for an admin. */
  async function publicProduct(id: string): Promise<ProductRow> {
    const row = await liveProduct(id);
    if (row.state === 'Held') throw new NotFound(NOT_AVAILABLE);
    return row;
  }

  /** The bike to act on, or 404 when it never existed or was withdrawn. */
  async function liveProduct(id: string): Promise<ProductRow> {
    const row = await repo.findProduct(id);
    if (!row || row.state === 'Withdrawn') throw new NotFound(NOT_AVAILABLE);
    return row;
  }

  /** A live bike its caller may manage (the seller or an Admin), or the refusal that says who may. */
  async function ownListing(caller: Caller, id: string, refusal: string): Promise<ProductRow> {
    const product = await liveProduct(id);
    if (!mayManageListing(caller, product)) throw new Forbidden(refusal);
    return product;
  }

  /**
   * Runs a state change that the database applies only when the bike is still in the state the
   * decision saw; when it was not applied, decides again on a fresh read (a booking may have
   * landed in between) so the caller always gets the true reason.
   */
  async function change(
    id: string,
    decide: (row: ProductRow) => Decision,
    apply: () => Promise<boolean>,
  ): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await repo.findProduct(id);
      if (!row) throw new NotFound(NOT_AVAILABLE);
      const decision = decide(row);
      if (decision.kind === 'conflict') throw new Conflict(decision.message);
      if (decision.kind === 'noop') return 0;
      if (await apply()) return 1;
    }
    throw new Conflict('This bike is changing right now. Please try again.');
  }

  /**
   * A gallery as sent (its shape, size and order already checked by the contract): every photo
   * must be a file of our media store, not just a URL of its shape (ADR 0086).
   */
  async function checkPhotos(photos: readonly string[]): Promise<void> {
    const known = await Promise.all(photos.map(isOurMedia));
    const issues = photos.flatMap((_, i) =>
      known[i] ? [] : [{ path: `photos.${i}`, message: NOT_OUR_PHOTO }],
    );
    const [first] = issues;
    if (first) throw new Invalid(`${first.path}: ${first.message}`, issues);
  }

  /**
   * "Did you mean …?" (ADR 0291): the words of a search that found nothing, each misspelt model word
   * replaced by the name of the model with bikes it is most like; null when no word changed.
   */
  async function suggestionFor(terms: readonly string[]): Promise<string | null> {
    let changed = false;
    const words: string[] = [];
    for (const term of terms) {
      const closest = fuzzyWord(term) ? await repo.closestModel(term, SUGGEST_LIKE) : undefined;
      if (closest && closest.toLowerCase() !== term) {
        changed = true;
        words.push(closest);
      } else words.push(term);
    }
    return changed ? words.join(' ') : null;
  }

  return {
    checkPhotos,

    /** What each of the catalogue's caches holds, in bytes (`bb_cache_bytes`). */
    cacheBytes: {
      'listing pages': () => cache.bytes,
      'listing totals': () => totals.bytes,
      'search tallies': () => facetTallies.bytes,
      'bike pages': () => bikePages.bytes,
      'price guides': () => modelPrices.bytes,
    },

    /** The brands shown (hidden ones left out), in the admins' order. */
    async categories(): Promise<Category[]> {
      const rows = await repo.listCategories();
      return rows.map((c) => ({
        _id: c.id,
        category_id: c.id,
        category_name: c.name,
        category_name_bn: c.nameBn || c.name,
        img: c.img,
        logo: c.logo ?? brandLogo(c.id),
      }));
    },

    adminBrands,

    /** The models of the brands shown, hidden ones left out, in each brand's order (ADR 0291). */
    async models(): Promise<BikeModel[]> {
      const shown = new Set((await repo.listCategories()).map((c) => c.id));
      return (await repo.allModels()).filter((m) => !m.hidden && shown.has(m.categoryId)).map(presentModel);
    },

    /** A brand's models for its admin page, hidden ones too, with how many bikes each has. */
    async adminModels(brandId: string): Promise<AdminBikeModel[]> {
      if (!(await repo.findCategory(brandId))) throw new NotFound('No such brand.');
      const [models, counts] = await Promise.all([repo.allModels(), repo.modelCounts(brandId)]);
      return models
        .filter((m) => m.categoryId === brandId)
        .map((m) => ({
          ...presentModel(m),
          aliases: m.aliases,
          hidden: m.hidden,
          bikes: counts.get(m.id) ?? 0,
        }));
    },

    /** Adds a model to a brand, last in its order. */
    async addModel(brandId: string, input: AddModelInput): Promise<AdminBikeModel> {
      if (!(await repo.findCategory(brandId))) throw new NotFound('No such brand.');
      const id = await repo.insertModel({
        id: newId(),
        categoryId: brandId,
        name: input.name,
        nameBn: input.name_bn,
        aliases: input.aliases.toLowerCase(),
        engineCc: input.engine_cc,
        type: input.type,
        yearFrom: input.year_from,
        yearTo: input.year_to,
      });
      if (!id) throw new Conflict(`This brand already has a model called ${input.name}.`);
      const added = (await this.adminModels(brandId)).find((m) => m.id === id);
      if (!added) throw new NotFound('No such model.');
      return added;
    },

    /** Renames a model, changes its facts, hides or shows it. */
    async editModel(id: string, input: EditModelBody): Promise<AdminBikeModel> {
      const outcome = await repo.updateModel(id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.name_bn !== undefined ? { nameBn: input.name_bn } : {}),
        ...(input.aliases !== undefined ? { aliases: input.aliases.toLowerCase() } : {}),
        ...(input.engine_cc !== undefined ? { engineCc: input.engine_cc } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.year_from !== undefined ? { yearFrom: input.year_from } : {}),
        ...(input.year_to !== undefined ? { yearTo: input.year_to } : {}),
        ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
      });
      if (outcome === 'missing') throw new NotFound('No such model.');
      if (outcome === 'taken') throw new Conflict(`This brand already has a model called ${input.name}.`);
      const model = (await repo.allModels()).find((m) => m.id === id);
      if (!model) throw new NotFound('No such model.');
      return (await this.adminModels(model.categoryId)).find((m) => m.id === id) as AdminBikeModel;
    },

    /**
     * An admin files a listing under one of its brand's models (its seller chose "Other", or chose
     * wrongly): the bike takes the model's id and type; its own words stay.
     */
    /** GET /api/admin/products/other-models: listings filed under "Other", for an admin to map. */
    async otherModelListings(): Promise<OtherModelList> {
      const { rows, total } = await repo.otherModelListings(OTHER_MODEL_LIST_LIMIT);
      return {
        listings: rows.map((row) => ({
          _id: row.id,
          product_name: row.productName,
          category_id: row.categoryId,
          category_name: row.categoryName,
          bike_type: row.bikeType ?? null,
          engine_cc: row.engineCc,
          registration_year: row.registrationYear,
          img: row.img,
          seller_name: row.sellerName,
          state: row.state,
          posted_at: row.postedAt.toISOString(),
        })),
        total,
      };
    },

    /** GET /api/places: the contract's districts and areas (ADR 0292). */
    places(): Places {
      return {
        districts: DISTRICTS.map((name) => {
          const [lat, lng] = DISTRICT_CENTROIDS[name];
          return {
            name,
            name_bn: DISTRICT_NAMES_BN[name],
            lat,
            lng,
            areas: areasOf(name).map(({ id, name: area, name_bn }) => ({ id, name: area, name_bn })),
          };
        }),
      };
    },

    async setListingModel(productId: string, modelId: string): Promise<{ modifiedCount: number }> {
      const product = await liveProduct(productId);
      const { bikeType } = await modelOf({ model_id: modelId }, product.categoryId, product.modelId);
      const changed = await repo.setListingModel(productId, modelId, bikeType ?? 'motorcycle');
      return { modifiedCount: changed ? 1 : 0 };
    },

    /** Adds a brand (docs/product.md#brands-and-models): last in the order, shown at once. */
    async addBrand(input: AddBrandBody): Promise<AdminBrand> {
      await checkLogo(input.logo);
      const img = await brandTile(input.name);
      const id = await repo.insertBrand({ name: input.name, nameBn: input.name_bn, logo: input.logo, img });
      if (!id) throw new Conflict(`There is already a brand called ${input.name}.`);
      const added = (await adminBrands()).find((b) => b.id === id);
      if (!added) throw new NotFound('No such brand.');
      return added;
    },

    /** Renames a brand, changes its logo, hides or shows it. */
    async editBrand(id: string, input: EditBrandBody): Promise<AdminBrand> {
      await checkLogo(input.logo);
      const outcome = await repo.updateBrand(id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.name_bn !== undefined ? { nameBn: input.name_bn } : {}),
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
        ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
      });
      if (outcome === 'missing') throw new NotFound('No such brand.');
      if (outcome === 'taken') throw new Conflict(`There is already a brand called ${input.name}.`);
      const brand = (await adminBrands()).find((b) => b.id === id);
      if (!brand) throw new NotFound('No such brand.');
      return brand;
    },

    /** Puts the brands in the order given: every brand's id, each once. */
    async orderBrands(input: BrandOrderBody): Promise<AdminBrand[]> {
      const known = new Set((await repo.allBrands()).map((b) => b.id));
      const given = new Set(input.ids);
      if (
        given.size !== input.ids.length ||
        given.size !== known.size ||
        input.ids.some((id) => !known.has(id))
      ) {
        const message = 'must name every brand once';
        throw new Invalid(`ids: ${message}`, [{ path: 'ids', message }]);
      }
      await repo.orderBrands(input.ids);
      return adminBrands();
    },

    /**
     * One page of a category's available bikes, rendered to JSON once and served from the listing
     * cache while the category's listing version is unchanged (ADR 0031).
     */
    async categoryPage(categoryId: string, query: ListingQuery) {
      const version = await listingVersion(categoryId);
      if (version === undefined) throw new NotFound('No such category.');
      const key = [categoryId, query.sort, query.page, query.q].join('\u0000');
      return cache.page(key, version, async () => {
        const [rows, total] = await Promise.all([
          repo.listAvailablePage(categoryId, {
            sort: query.sort,
            q: query.q,
            limit: LISTING_PAGE_SIZE,
            offset: (query.page - 1) * LISTING_PAGE_SIZE,
          }),
          totals.get([categoryId, query.q].join('\u0000'), version, () =>
            repo.countAvailable(categoryId, query.q),
          ),
        ]);
        // What the route's response schema would send, checked once per render instead of per request.
        return { body: JSON.stringify(productListSchema.parse(rows.map(presentProduct))), total };
      });
    },

    /** One page of a seller's live bikes, newest first, and their number (docs/product.md#seller-pages). */
    async sellerListings(sellerId: string, page: number) {
      const { rows, total } = await repo.sellerPage(sellerId, {
        limit: LISTING_PAGE_SIZE,
        offset: (page - 1) * LISTING_PAGE_SIZE,
      });
      return { listings: rows.map(presentProduct), total };
    },

    /**
     * The search across all brands (ADR 0090): one page of matches, the total and the facet counts,
     * rendered once and served from the listing cache while no bike anywhere has changed.
     */
    async search(query: SearchQuery) {
      const version = await allVersion('all');
      const brands = await repo.allBrands();
      const known = new Set(brands.map((b) => b.name.toLowerCase()));
      const unknown = query.brand.find((name) => !known.has(name.toLowerCase()));
      if (unknown !== undefined) {
        const listed = brands.filter((b) => !b.hidden).map((b) => b.name);
        const message = `“${unknown}” is not a brand we list; choose from ${listed.join(', ')}`;
        throw new Invalid(`brand: ${message}`, [{ path: 'brand', message }]);
      }
      const models = await repo.allModels();
      const filters = filtersOf(query, brands, modelWordsOf(models));
      // Keyed by the districts searched, an old link's cities among them (ADR 0118).
      const key = `search\u0000${searchQueryString({ ...query, district: filters.districts as District[] })}`;
      return cache.page(key, version, async () => {
        // Words like a model's name, typos and all, find its bikes too (ADR 0291).
        const fuzzy = filters.terms.filter(fuzzyWord);
        const like = await repo.modelsLike(fuzzy, MODEL_LIKE);
        filters.termModels = filters.terms.map((term) => like.get(term) ?? []);
        const page = {
          sort: query.sort,
          near: query.near,
          limit: SEARCH_PAGE_SIZE,
          offset: (query.page - 1) * SEARCH_PAGE_SIZE,
        };
        const tallyKey = JSON.stringify(filters);
        let rows: ProductRow[];
        let tally: FacetTally;
        if (filters.terms.length === 0) {
          const counted = facetTallies.get(tallyKey, version, () => repo.searchFacets(filters));
          [rows, tally] = await Promise.all([repo.searchPage(filters, page), counted]);
        } else {
          // A text's matches are counted and a page sorted from one read of them, unless the tally is
          // known (the same text's next page) or the page is deep; then the count decides the page
          // query's plan and the page is read only when it has bikes.
          let pageRows: ProductRow[] | undefined;
          tally = await facetTallies.get(tallyKey, version, async () => {
            if (page.offset + page.limit > ONE_READ_PAGE_DEPTH) return repo.searchFacets(filters);
            const both = await repo.searchTallyAndPage(filters, page);
            pageRows = both.rows;
            return both.tally;
          });
          rows =
            pageRows ??
            (page.offset >= tally.total
              ? []
              : await repo.searchPage(filters, { ...page, fewMatches: tally.total <= FEW_MATCHES }));
        }
        const byCount = (a: { count: number; value: string }, b: { count: number; value: string }) =>
          b.count - a.count || a.value.localeCompare(b.value);
        const result: SearchResult = {
          products: rows.map(presentProduct),
          total: tally.total,
          page: query.page,
          pages: Math.ceil(tally.total / SEARCH_PAGE_SIZE),
          page_size: SEARCH_PAGE_SIZE,
          facets: {
            // Every brand shown, and a hidden one while it still has bikes here.
            brand: brands
              .map((b) => ({ value: b.name, count: tally.brand.get(b.id) ?? 0, hidden: b.hidden }))
              .filter((b) => !b.hidden || b.count > 0)
              .map(({ value, count }) => ({ value, count })),
            district: [...tally.district].map(([value, count]) => ({ value, count })).sort(byCount),
            verified: tally.verified,
            papers: tally.papers,
          },
          terms: filters.terms,
          suggestion: null,
        };
        if (tally.total === 0 && fuzzy.length) result.suggestion = await suggestionFor(filters.terms);
        // Checked against the response schema once per render instead of per request.
        return { body: JSON.stringify(searchResultSchema.parse(result)), total: tally.total };
      });
    },

    bike: presentBike,

    /**
     * Up to six bikes on sale like one that is gone or still listed (same brand, price within a
     * quarter): what a sold or removed bike's page links to (docs/product.md#found-and-shared). 404
     * only for a bike that was never listed.
     */
    async similarTo(id: string): Promise<Product[]> {
      const row = await repo.findProduct(id);
      if (!row) throw new NotFound(NOT_AVAILABLE);
      const rows = await repo.similarOnSale(row.categoryId, row.resalePrice, row.id, SIMILAR_LIMIT);
      return rows.map(presentProduct);
    },

    /**
     * The bike as `bike` answers it, from memory while its brand's listing version is unchanged: a
     * page head's read (modules/seo). The version is read before the bike, so what is kept is never
     * older than the version it is kept under.
     */
    async bikeForPage(id: string): Promise<Product> {
      let brand = brandOfBike.get(id);
      if (brand === undefined) {
        brand = (await liveProduct(id)).categoryId;
        brandOfBike.set(id, brand);
      }
      const version = await listingVersion(brand);
      if (version === undefined) return presentBike(id);
      const product = await bikePages.get(id, version, () => presentBike(id));
      if (product.category_id === brand) return product;
      // Moved to another brand since it was remembered: look again under the new one.
      brandOfBike.delete(id);
      return presentBike(id);
    },

    /**
     * What a live bike's page is kept under (modules/seo, ADR 0395): its brand and the brand's listing
     * version, which every change of the bike, its seller's shown details or its brand moves. One
     * shared version read once the bike's brand is remembered; undefined for a bike not there.
     */
    async bikePageVersion(id: string): Promise<string | undefined> {
      let brand = brandOfBike.get(id);
      if (brand === undefined) {
        const row = await repo.findProduct(id);
        if (!row || row.state === 'Withdrawn') return undefined;
        brand = row.categoryId;
        brandOfBike.set(id, brand);
      }
      // A bike moved to another brand moves both brands' versions: this one's, read here, included.
      return `${brand}:${(await listingVersion(brand)) ?? 0}`;
    },

    /**
     * A brand's listing version (ADR 0031): what a page rendered from its bikes is kept under
     * (modules/seo, ADR 0370). Concurrent reads share one query.
     */
    async listingVersion(categoryId: string): Promise<number> {
      return (await listingVersion(categoryId)) ?? 0;
    },

    /**
     * Every brand's listing versions at once (the search's cache key): what a rendered search page,
     * which spans all brands, is kept under (modules/seo, ADR 0372). Concurrent reads share one query.
     */
    allListingsVersion(): Promise<number> {
      return allVersion('all');
    },

    /**
     * How this bike's asking price compares with its comparables (ADR 0090, ADR 0291): the same
     * catalogue model within ±2 years, else the brand's bikes of its engine class; a bike with no
     * catalogue model, bikes whose model reads the same. Median and range once there are enough.
     */
    async priceGuide(id: string): Promise<PriceGuide> {
      const row = await publicProduct(id);
      const version = (await listingVersion(row.categoryId)) ?? 0;
      const name = modelKey(row.productName);
      // Near years when the bike's year is known, never past this year (ADR 0291); otherwise every year.
      const year = row.registrationYear;
      const years =
        year === null
          ? undefined
          : { from: year - PRICE_GUIDE_YEAR_SPAN, to: Math.min(year + PRICE_GUIDE_YEAR_SPAN, dhakaYear()) };
      const statsOf = (basis: string, model: Parameters<CatalogRepository['modelPriceStats']>[1]) =>
        modelPrices.get(
          [row.categoryId, basis, JSON.stringify(model), years?.from ?? '', years?.to ?? ''].join('\u0000'),
          version,
          () => repo.modelPriceStats(row.categoryId, model, years),
        );
      const enoughOf = (stats: { count: number; median: number | null }) =>
        stats.count >= PRICE_GUIDE_MIN_COMPARABLES && stats.median !== null;

      let basis: PriceGuide['basis'] = 'name';
      let catalogueModel: ModelRow | undefined;
      let ccClass: { from: number; to: number } | null = null;
      let stats: Awaited<ReturnType<CatalogRepository['modelPriceStats']>>;
      if (row.modelId) {
        catalogueModel = (await repo.allModels()).find((m) => m.id === row.modelId);
        basis = 'model';
        stats = await statsOf('model', { modelId: row.modelId });
        // Too few of the model: the brand's bikes of the same engine class (electric ones together).
        const cc = row.engineCc ?? catalogueModel?.engineCc ?? null;
        const electric = (row.bikeType ?? catalogueModel?.type) === 'electric';
        if (!enoughOf(stats) && (cc !== null || electric)) {
          const cls = electric && cc === null ? null : ccClassOf(cc);
          const classStats = await statsOf('class', { cc: cls });
          if (enoughOf(classStats)) {
            basis = 'class';
            ccClass = cls;
            stats = classStats;
          }
        }
      } else {
        stats = await statsOf('name', name);
      }
      const enough = enoughOf(stats);
      const median = enough && stats.median !== null ? Math.round(stats.median) : null;
      return {
        model: name,
        year_from: years?.from ?? null,
        year_to: years?.to ?? null,
        comparables: stats.count,
        basis,
        model_name: basis === 'model' ? (catalogueModel?.name ?? null) : null,
        model_name_bn: basis === 'model' ? catalogueModel?.nameBn || null : null,
        cc_from: basis === 'class' ? (ccClass?.from ?? null) : null,
        cc_to: basis === 'class' ? (ccClass?.to ?? null) : null,
        enough,
        min_comparables: PRICE_GUIDE_MIN_COMPARABLES,
        median,
        range_min: enough ? stats.min : null,
        range_max: enough ? stats.max : null,
        price: row.resalePrice,
        band: median === null ? null : priceBand(row.resalePrice, median),
      };
    },

    async advertised(): Promise<Product[]> {
      return (await repo.listAdvertised(ADVERTISED_LIMIT)).map(presentProduct);
    },

    /** docs/product.md#calls POST /products: everything about the seller comes from the session. */
    async addProduct(caller: Caller, input: AddProductInput) {
      await requireProvenPhone(caller.id);
      const categoryId = await brandOf(input);
      const model = await modelOf(input, categoryId);
      if (input.photos) await checkPhotos(input.photos);
      const chassis = input.chassis_number ?? null;
      let state: 'Available' | 'Held' = 'Available';
      if (chassis) {
        await refuseStolen(caller, chassis, input.product_name);
        const live = await repo.liveWithChassis(chassis);
        if (live.some((row) => row.sellerId === caller.id))
          throw new Conflict(REGISTER_MESSAGES.ownDuplicate);
        // Another seller's live listing has this frame: this one waits for an admin (ADR 0360).
        if (live.length > 0) state = 'Held';
      }
      const id = newId();
      const insert = (as: 'Available' | 'Held') =>
        repo.insertProduct(
          {
            id,
            state: as,
            chassisNumber: chassis,
            engineNumber: input.engine_number ?? null,
            categoryId,
            ...model,
            sellerId: caller.id,
            productName: input.product_name,
            description: input.description,
            mobile: input.mobile,
            originalPrice: input.original_price,
            resalePrice: input.resale_price,
            yearsOfUse: input.years_of_use,
            condition: input.condition,
            // The contract requires img or photos; with photos, img is photos[0].
            img: input.photos?.[0] ?? input.img ?? '',
            ...storedFacts(input),
          },
          input.photos,
          as === 'Held' ? (tx) => listedHeld(tx, id) : undefined,
        );
      try {
        await insert(state);
      } catch (err) {
        // Two listings of one frame racing: the unique index lets one be live; the other is held.
        if (state === 'Held' || !isUniqueViolation(err, CHASSIS_LIVE_INDEX)) throw err;
        state = 'Held';
        await insert(state);
      }
      if (chassis) await listedWithChassis(caller, id, input.product_name);
      return state === 'Held'
        ? { acknowledged: true, insertedId: id, held: true, message: REGISTER_MESSAGES.held }
        : { acknowledged: true, insertedId: id };
    },

    /** docs/product.md#calls GET /products?email=: a seller reads their own list; an Admin may read anyone's. */
    async sellerProducts(caller: Caller, email: string) {
      if (!mayReadSellerProducts(caller, email)) throw new Forbidden('You can only see your own products.');
      const sellerId = await repo.findUserIdByEmail(email);
      if (!sellerId) return { products: [], total: 0 };
      const { rows, total } = await repo.listBySeller(sellerId, MY_PRODUCTS_LIMIT);
      // A booked or sold bike tells its seller who holds it and, unpaid, until when (docs/product.md#everyday-use, 15).
      const [buyers, galleries, views] = await Promise.all([
        repo.liveBuyers(rows.filter((r) => r.state === 'Booked' || r.state === 'Sold').map((r) => r.id)),
        repo.galleries(rows),
        repo.viewsOf(rows.map((r) => r.id)),
      ]);
      const products = rows.map((row) => {
        const held = buyers.get(row.id);
        const unpaid = held?.state === 'Active' && row.state === 'Booked';
        return {
          ...presentProduct(row),
          booked_until: unpaid ? held.expiresAt.toISOString() : null,
          buyer: held
            ? {
                name: held.name || COPY.unnamedUser,
                email: held.email,
                mobile: held.mobile,
                location: held.location,
                booked_at: held.bookedAt.toISOString(),
                expires_at: held.state === 'Active' ? held.expiresAt.toISOString() : null,
                paid_at: held.paidAt ? held.paidAt.toISOString() : null,
                // Only the bike's seller is in the conversation: an admin reading the list gets none.
                conversation_id: caller.id === sellerId ? held.conversationId : null,
              }
            : null,
          photos: galleries.get(row.id) ?? [row.img],
          views: views.get(row.id) ?? 0,
          // The seller's own numbers, in full (the public sees the chassis masked, ADR 0360).
          chassis_number: row.chassisNumber,
          engine_number: row.engineNumber,
        };
      });
      return { products, total };
    },

    /** docs/product.md#calls PUT /products/{id}: advertise; a second call answers modifiedCount 0. */
    async advertise(caller: Caller, id: string) {
      const product = await liveProduct(id);
      if (!mayAdvertise(caller, product))
        throw new Forbidden('Only the seller of this bike can advertise it.');
      const modifiedCount = await change(id, advertiseDecision, () => repo.bikes.advertise(id));
      return { modifiedCount };
    },

    /**
     * PATCH /products/{id} (docs/product.md#seller-and-admin-tools): the seller rewrites an available bike's listing — every field,
     * and the gallery too when `photos` is sent, in one transaction (ADR 0097). The edit is one
     * conditional statement of `bikeState` (Available only), so a booking that lands first wins and
     * the seller is told why; the listing-version triggers make every cached page see it.
     */
    async edit(caller: Caller, id: string, input: EditProductInput) {
      const own = await ownListing(caller, id, 'Only the seller of this bike can edit it.');
      const categoryId = await brandOf(input, own.categoryId);
      const model = await modelOf(input, categoryId, own.modelId);
      const values: ListingEdit = {
        categoryId,
        ...model,
        productName: input.product_name,
        description: input.description,
        mobile: input.mobile,
        originalPrice: input.original_price,
        resalePrice: input.resale_price,
        yearsOfUse: input.years_of_use,
        condition: input.condition,
        ...storedFacts(input),
      };
      if (input.photos) await checkPhotos(input.photos);
      const modifiedCount = await change(id, editDecision, () => repo.editListing(id, values, input.photos));
      if (modifiedCount === 0) throw new NotFound(NOT_AVAILABLE);
      return { modifiedCount };
    },

    /**
     * PUT /products/{id}/photos (docs/product.md#seller-and-admin-tools): the seller reorders, adds or removes an available bike's
     * photos; the first becomes the cover. Every photo must be one of our uploaded files.
     */
    async setPhotos(caller: Caller, id: string, photos: readonly string[]) {
      await ownListing(caller, id, 'Only the seller of this bike can change its photos.');
      await checkPhotos(photos);
      const modifiedCount = await change(id, editDecision, () => repo.replacePhotos(id, photos));
      if (modifiedCount === 0) throw new NotFound(NOT_AVAILABLE);
      return { modifiedCount };
    },

    /** DELETE /products/{id}/advertisement (docs/product.md#seller-and-admin-tools): undoes Advertise; again answers 0. */
    async stopAdvertising(caller: Caller, id: string) {
      await ownListing(caller, id, 'Only the seller of this bike can stop advertising it.');
      const modifiedCount = await change(id, stopAdvertisingDecision, () => repo.bikes.stopAdvertising(id));
      return { modifiedCount };
    },

    /**
     * POST /products/{id}/soldElsewhere (docs/product.md#seller-and-admin-tools): the seller sold an available bike outside Best
     * Bikes; it leaves every listing like a sale, with no payment (counted apart). Again answers 0.
     */
    async markSoldElsewhere(caller: Caller, id: string) {
      await ownListing(caller, id, 'Only the seller of this bike can mark it as sold.');
      const modifiedCount = await change(id, soldElsewhereDecision, () => repo.bikes.sellElsewhere(id));
      return { modifiedCount };
    },

    /** docs/product.md#calls DELETE /products/{id}: withdraws the bike so bookings and receipts keep their history. */
    async remove(caller: Caller, id: string) {
      const product = await repo.findProduct(id);
      if (!product) throw new NotFound(NOT_AVAILABLE);
      if (!mayWithdraw(caller, product)) throw new Forbidden('Only the seller of this bike can delete it.');
      const deletedCount = await change(id, withdrawDecision, () => repo.bikes.withdraw(id));
      return { deletedCount };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
