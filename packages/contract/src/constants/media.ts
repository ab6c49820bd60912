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
 * The `sizes` of pictures the server also preloads from the HTML (modules/catalog/head-hints.ts):
 * a preload only serves the page when it asks for the same width, so both sides read these.
 */
export const IMAGE_SIZES = {
  /** A bike card of the category page: one column on phones, two on tablets, three on desktops. */
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** The home page's carousel picture: the whole width on phones, half beside the text above. */
  hero: '(min-width: 768px) 50vw, 100vw',
} as const;
