import { mediaSrcSet, ROUTES } from '@best-bikes/contract/constants';
import { escapeHtml } from '../../lib/html';
import type { HeadHints } from '../../plugins/spa';
import type { CatalogService } from './service';

/** How long the home page's hints are reused: the brands and their pictures change rarely. */
const TTL_MS = 60_000;

/** The sizes the home carousel gives its picture (apps/web hero-carousel). */
const HERO_SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * The home page's largest picture is the first brand's, which the app only learns from
 * /api/categories after its JavaScript has run. Preloading both from the HTML starts them at once
 * (docs/performance.md: the picture is what Lighthouse times as the largest paint).
 */
export function catalogHeadHints(catalog: Pick<CatalogService, 'categories'>): HeadHints {
  let cached: { at: number; tags: string[] } | undefined;
  return async (pathname) => {
    if (pathname !== ROUTES.home) return [];
    if (!cached || Date.now() - cached.at > TTL_MS) {
      const [first] = await catalog.categories();
      const tags = ['<link rel="preload" href="/api/categories" as="fetch" crossorigin="anonymous">'];
      if (first) {
        const srcset = mediaSrcSet(first.img);
        tags.push(
          `<link rel="preload" as="image" href="${escapeHtml(first.img)}"${
            srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${HERO_SIZES}"` : ''
          } fetchpriority="high">`,
        );
      }
      cached = { at: Date.now(), tags };
    }
    return cached.tags;
  };
}
