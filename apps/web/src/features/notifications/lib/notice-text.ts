import type { BikeModel, Notification } from '@best-bikes/contract';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formattersFor, type Locale } from '../../../lib/i18n';
import { savedSearchLabel } from '../../saved-searches';

/**
 * A notification's title and body as the reader reads them: a notice that carries its values
 * (`params`) is written from them in the page's language when shown (ADR 0182); any other is shown as
 * it was written, in its recipient's language when it happened (ADR 0095). `models` names a saved
 * search's models.
 */
export function noticeText(
  i18n: I18n,
  n: Notification,
  models: readonly BikeModel[] = [],
): { title: string; body: string } {
  const { query, count } = n.params ?? {};
  if (n.kind === 'saved-search-match' && typeof query === 'string' && typeof count === 'number') {
    const name = savedSearchLabel(i18n, query, models);
    const bikes = formattersFor(i18n.locale as Locale).number(count);
    return {
      title:
        count === 1
          ? i18n._(msg`A bike matches your saved search`)
          : i18n._(msg`${bikes} bikes match your saved search`),
      body: i18n._(msg`${name}. We mailed you the list; open the search to see them.`),
    };
  }
  return { title: n.title, body: n.body };
}
