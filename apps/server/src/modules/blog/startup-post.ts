import type { Locale } from '@best-bikes/contract';

/** A post the shop starts with: fixed id, so it is added once and an admin's edits to it stay. */
export interface StartupPost {
  id: string;
  slug: string;
  language: Locale;
  title: string;
  publishedAt: string;
  body: string;
}
