import {
  categoryListingPath,
  IMAGE_SIZES,
  mediaSrcSet,
  ROUTES,
  readListingParams,
} from '@best-bikes/contract/constants';
import { NotFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { fetchPreload, type HeadHints } from '../../plugins/spa';
import type { CatalogService } from './service';

/**
 * How long the home page's hints are reused, by the clock's minute: the brands and their pictures
 * change rarely, and the home page is kept whole for the same minute (ADR 0395).
 */
const TTL_MS = 60_000;

const CATEGORIES_PRELOAD = fetchPreload('/api/categories');
const CATEGORY_PAGE = /^\/category\/([^/]+)\/?$/;

function imagePreload(url: string, sizes: string): string {
  const srcset = mediaSrcSet(url);
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${
    srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}"` : ''
  } fetchpriority="high">`;
}

/**
 * The catalogue pages' data and largest picture, which the app only asks for after its JavaScript
 * has run: preloaded from the HTML, they download beside the app (docs/performance.md: the picture
 * is what Lighthouse times as the largest paint).
 * - home: the brands and the first brand's picture (the carousel's first slide);
 * - /category/{id}, for visitors too (the page is public, ADR 0111): the brands, the requested page
 *   of bikes (the very URL the app will fetch) and the first bike's picture, the one a phone shows
 *   above the fold.
 */
export function catalogHeadHints(catalog: Pick<CatalogService, 'categories' | 'categoryPage'>): HeadHints {
  let home: { minute: number; tags: string[] } | undefined;
  return async ({ pathname, search }) => {
    if (pathname === ROUTES.home) {
      const minute = Math.floor(Date.now() / TTL_MS);
      if (home?.minute !== minute) {
        const [first] = await catalog.categories();
        home = {
          minute,
          tags: [CATEGORIES_PRELOAD, ...(first ? [imagePreload(first.img, IMAGE_SIZES.hero)] : [])],
        };
      }
      return home.tags;
    }
    const category = CATEGORY_PAGE.exec(pathname);
    if (category?.[1]) {
      let id: string;
      try {
        id = decodeURIComponent(category[1]);
      } catch {
        return [];
      }
      const listing = readListingParams(search);
      // The listing cache answers this, and the app's own request a moment later (ADR 0031). An
      // unknown brand is an ordinary visit (the app shows its not-found page), not a failure to log.
      let page: Awaited<ReturnType<CatalogService['categoryPage']>>;
      try {
        page = await catalog.categoryPage(id, listing);
      } catch (error) {
        if (error instanceof NotFound) return [];
        throw error;
      }
      const [first] = JSON.parse(page.body) as { img?: string }[];
      return [
        CATEGORIES_PRELOAD,
        fetchPreload(`/api${categoryListingPath(id, listing)}`),
        ...(first?.img ? [imagePreload(first.img, IMAGE_SIZES.card)] : []),
      ];
    }
    return [];
  };
}
