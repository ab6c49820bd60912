import type { Messages } from '@lingui/core';
import type { Pattern } from '../lib/i18n/pattern';

// What a page needs at run time beyond the words compiled into its code: nothing for English, dev
// and the tests (where Bangla's whole catalog loads when chosen: bangla.ts). The Bangla build puts
// page.bn.ts in this module's place (vite.config.ts, ADR 0104).

/** product.md's copy (the contract's COPY), by its English text. */
export const PAGE_MESSAGES: Messages = {};

/** The contract's other labels (external-messages.ts), fetched with the first page but home. */
export async function loadPageLabels(): Promise<{ messages: Messages } | undefined> {
  return undefined;
}

/** What the API and the contract's checks say (api-messages.ts), fetched when first needed. */
export async function loadReceivedMessages(): Promise<
  { messages: Messages; patterns: readonly Pattern[]; fallback: (text: string) => string } | undefined
> {
  return undefined;
}
