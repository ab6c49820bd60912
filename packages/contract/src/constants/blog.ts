/**
 * A blog post's address (docs/product.md#blog): lowercase Latin letters, digits and Bangla letters in
 * words joined by single hyphens, so a Bangla title keeps a readable address.
 */
export const BLOG_SLUG_PATTERN = /^[a-z0-9\u0980-\u09ff]+(?:-[a-z0-9\u0980-\u09ff]+)*$/;
export const BLOG_SLUG_MAX = 80;

/** The address a title gives: words of Latin letters, digits and Bangla letters joined by hyphens. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFC')
    .toLowerCase()
    .split(/[^a-z0-9\u0980-\u09ff]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > BLOG_SLUG_MAX) return slug || word.slice(0, BLOG_SLUG_MAX);
    slug = next;
  }
  return slug;
}
