/**
 * Lighthouse audits the budget's runs skip, so Lighthouse does not gather the artifacts only they need.
 * None may be weighted in a category the budget gates (performance, accessibility, SEO):
 * unscored-audits.unit.test.ts holds that against the installed Lighthouse's own configuration.
 */

/**
 * The audits that need the ImageElements artifact (every <img>'s sizes, read one element at a time over
 * the protocol: 3.6 of a home page run's 10.6 s; ADR 0404).
 */
export const IMAGE_DIAGNOSTICS = [
  'lcp-lazy-loaded',
  'modern-image-formats',
  'uses-responsive-images',
  'uses-responsive-images-snapshot',
  'offscreen-images',
  'uses-optimized-images',
  'image-size-responsive',
  'image-aspect-ratio',
  'unsized-images',
];

/**
 * The only audits that need the CSSUsage artifact (every rule of every style sheet, 0.1–0.6 s a run) and
 * the BFCacheFailures one (the page left and opened again from the back/forward cache, 0.3 s a run;
 * ADR 0436).
 */
export const STYLE_AND_HISTORY_DIAGNOSTICS = ['render-blocking-resources', 'unused-css-rules', 'bf-cache'];

export const UNSCORED_DIAGNOSTICS = [...IMAGE_DIAGNOSTICS, ...STYLE_AND_HISTORY_DIAGNOSTICS];
