import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './constants/routes';

/** docs/product.md#bangla-search-favourites (ADR 0096): a buyer's saved bikes and saved searches. */

/** Where a saved bike stands now: a withdrawn bike shows as removed. */
export const SAVED_BIKE_STATES = ['available', 'booked', 'sold', 'removed'] as const;

export const savedBikeSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  img: z.string(),
  location: z.string(),
  category_name: z.string(),
  state: z.enum(SAVED_BIKE_STATES),
  /** Whole Taka: the asking price now and when the buyer saved it. */
  resale_price: z.number().int(),
  saved_price: z.number().int(),
  saved_at: z.string(),
});
export type SavedBike = z.infer<typeof savedBikeSchema>;

export const savedBikeListSchema = z.object({ favourites: z.array(savedBikeSchema) });
export type SavedBikeList = z.infer<typeof savedBikeListSchema>;

/** The ids of the caller's saved bikes (the hearts on cards ask this once per page). */
export const savedBikeIdsSchema = z.object({ ids: z.array(z.string()) });

/** The answer of saving or unsaving: where the bike stands for the caller now. */
export const favouriteStateSchema = z.object({ saved: z.boolean() });

export const savedSearchSchema = z.object({
  _id: z.string(),
  /** The English name stored when saved (ADR 0096); the web shows the name rendered from `query` (ADR 0182). */
  name: z.string(),
  /** The `/bikes` query string, '' or starting with '?'. */
  query: z.string(),
  alerts: z.boolean(),
  created_at: z.string(),
  last_digest_at: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** Saves a search: the `/bikes` page's query string (with or without '?'), checked like GET /api/bikes. */
export const saveSearchBodySchema = z.object({
  query: z.string().max(SEARCH_QUERY_MAX * 20, 'This search is too long to save'),
});

export const unsubscribeBodySchema = z.object({ token: z.string().min(16).max(128) });
/**
 * The search whose mails stopped: `name` is the stored English name (ADR 0096); a page names it from
 * `query` in its reader's language (ADR 0182).
 */
export const unsubscribedSchema = z.object({ name: z.string(), query: z.string() });
