/** Widths every uploaded image is stored at; the URL handed out is the largest. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A bike has 1 to 8 photos; the first is its cover (the `img` every card shows). */
export const MAX_PHOTOS = 8;

const SIZED = /-(\d+)\.webp$/;

/** `srcset` for one of our media URLs; undefined for any other URL. */
export function mediaSrcSet(url: string): string | undefined {
  if (!url.startsWith('/media/') || !SIZED.test(url)) return undefined;
  return MEDIA_WIDTHS.map((w) => `${url.replace(SIZED, `-${w}.webp`)} ${w}w`).join(', ');
}

/** One of our media URLs at a given width (e.g. a 320 px avatar). */
export function mediaAtWidth(url: string, width: (typeof MEDIA_WIDTHS)[number]): string {
  return url.startsWith('/media/') ? url.replace(SIZED, `-${width}.webp`) : url;
}

/**
 * The app's logos as the pages show them: WebP pictures the web build draws from its SVGs (ADR 0424;
 * apps/web/build/raster-logos.ts). An SVG in an `<img>` costs the page a document of its own, built on
 * the main thread during its first paint.
 */
export const LOGO_PICTURES = {
  /**
   * From the shop's own SVG: its logo (the navbar's at 28 px, the footer's at 48: 2× and 3× of the
   * footer's) and the tab's icon.
   */
  app: [
    { file: '/logo-96.webp', px: 96 },
    { file: '/logo-144.webp', px: 144 },
    // The tab's icon: an SVG one is drawn in the page's own process too (7–22 ms here). PNG, which
    // every browser takes as an icon.
    { file: '/favicon-48.png', px: 48 },
  ],
  /** A brand's logo is shown at 24–40 px. */
  brandPx: 96,
} as const;

/** A brand's logo as the pages show it: the app's own (`/brands/<name>.svg`) as its WebP, any other as it is. */
export function logoPicture(url: string): string {
  return /^\/brands\/[\w-]+\.svg$/.test(url) ? url.replace(/\.svg$/, '.webp') : url;
}

/** A link preview's picture (Open Graph, Twitter cards): the size Facebook and WhatsApp show best. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The link-preview picture of one of our media URLs: the photo cut to 1200 × 630 as a JPEG, which
 * every app that draws previews reads (`GET /media/og/<hash>.jpg`); any other URL as it is.
 */
export function mediaPreviewImage(url: string): string {
  const hash = /^\/media\/([0-9a-f]{32})-\d+\.webp$/.exec(url)?.[1];
  return hash ? `/media/og/${hash}.jpg` : url;
}

/**
 * The `sizes` of the pages' lead pictures. The server preloads the card's and the hero's from the HTML
 * (modules/catalog/head-hints.ts): a preload only serves the page when it asks for the same width, so
 * both sides read these. Measured against the layout at 320–1920 px (docs/performance.md, web budget).
 */
export const IMAGE_SIZES = {
  /**
   * A bike card of the category page: one column up to 768 px (the page's 1 rem margins beside it),
   * two up to 1024, three beside the filters above, at most ~357 px once the page stops widening.
   * Said as it is laid out, a browser picks the smallest width that stays sharp: "50vw" from 640 px
   * made the one-column cards of 640–767 px windows fetch the 320 px picture for a ~600 px card.
   */
  card: '(min-width: 1152px) 360px, (min-width: 1024px) calc(33vw - 1.5rem), (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)',
  /**
   * The home page's carousel picture: the width less the page's 1.5 rem margins on phones (2.5 rem
   * from 640 px), half beside the text from 768 px, at most ~516 px once the page stops widening.
   * "100vw" made Lighthouse's phone (412 px at 1.75×: a 364 px slot, 637 device pixels) fetch the
   * 1280 px picture where the 640 px one is sharp, and "50vw" did the same on every desktop.
   */
  hero: '(min-width: 1152px) 520px, (min-width: 768px) calc(50vw - 4rem), (min-width: 640px) calc(100vw - 5rem), calc(100vw - 3rem)',
  /**
   * A bike page's main photo: the width less the page's margins up to 1024 px, half beside the facts
   * above, at most ~528 px once the page stops widening.
   */
  bikePhoto:
    '(min-width: 1168px) 530px, (min-width: 1024px) calc(50vw - 3.5rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 3rem)',
} as const;
