import type { Locale } from '@best-bikes/contract/constants';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/me/locale: the signed-in account's mails follow the language chosen on screen (ADR 0095).
 * A failure changes nothing on screen; the next switch tries again.
 */
export function saveLocale(locale: Locale): Promise<unknown> {
  return api('/me/locale', { method: 'PUT', body: { locale } });
}
