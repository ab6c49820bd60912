import { DISTRICT_NAMES_BN, DISTRICTS, type District, type Locale } from '@best-bikes/contract';
import { type Translator, translator } from '../../lib/i18n';
import { type ModelNameLookup, searchNameIn } from '../../lib/i18n/search-name';
import { composeMail, type MailMessage, type MailParagraph } from '../../lib/mail';

/** A bike's district as the reader's language names it (a stored value outside the list as stored). */
function placeName(tr: Translator, district: string): string {
  return tr.locale === 'bn' && (DISTRICTS as readonly string[]).includes(district)
    ? DISTRICT_NAMES_BN[district as District]
    : district;
}

interface DigestBike {
  productId: string;
  productName: string;
  categoryName: string;
  location: string;
  price: number;
  kind: 'listed' | 'price-drop';
  priceFrom: number | null;
}

/**
 * A saved search's digest as e-mail, in the buyer's language (the search's name rendered from its
 * query, ADR 0182): each bike with a link, a link to the search, and the unsubscribe link that works
 * without signing in. A bike listed and then cheaper
 * before one digest is told once, by its latest news.
 */
export function digestMail(
  digest: {
    search: { query: string; email: string; userName: string; locale: Locale };
    bikes: DigestBike[];
  },
  links: { baseUrl: string; searchPath: string; bikePath: (id: string) => string; unsubscribePath: string },
  /** The names of the search's models (`modelNamesOf`). */
  models: ModelNameLookup = new Map(),
): MailMessage {
  const tr = translator(digest.search.locale);
  const latest = new Map<string, DigestBike>();
  for (const bike of digest.bikes) latest.set(bike.productId, bike);
  const bikes = [...latest.values()];
  const lines: MailParagraph[] = bikes.map((b) => ({
    label: `${b.categoryName} ${b.productName}`,
    after:
      b.kind === 'price-drop' && b.priceFrom !== null
        ? tr.t('saved-search-digest.price-drop', {
            location: placeName(tr, b.location),
            from: tr.taka(b.priceFrom),
            to: tr.taka(b.price),
          })
        : tr.t('saved-search-digest.listed', {
            location: placeName(tr, b.location),
            price: tr.taka(b.price),
          }),
    href: `${links.baseUrl}${links.bikePath(b.productId)}`,
  }));
  const one = bikes.length === 1;
  const values = { name: searchNameIn(tr, digest.search.query, models), count: tr.number(bikes.length) };
  return composeMail({
    to: digest.search.email,
    name: digest.search.userName,
    tr,
    subject: tr.t(one ? 'saved-search-digest.subject.one' : 'saved-search-digest.subject.many', values),
    paragraphs: [
      tr.t(one ? 'saved-search-digest.intro.one' : 'saved-search-digest.intro.many', values),
      ...lines,
      { label: tr.t('saved-search-digest.see-all'), href: `${links.baseUrl}${links.searchPath}` },
      tr.t('saved-search-digest.once-a-day'),
      {
        before: tr.t('saved-search-digest.unsubscribe-before'),
        label: tr.t('saved-search-digest.unsubscribe'),
        href: `${links.baseUrl}${links.unsubscribePath}`,
      },
    ],
  });
}
