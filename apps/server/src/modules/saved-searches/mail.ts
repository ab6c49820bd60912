import { formatTaka } from '@best-bikes/contract/constants';
import { composeMail, type MailMessage, type MailParagraph } from '../../lib/mail';

interface DigestBike {
  productId: string;
  productName: string;
  categoryName: string;
  location: string;
  price: number;
  kind: 'listed' | 'price-drop';
  priceFrom: number | null;
}

const taka = (n: number) => `${formatTaka(n)} Taka`;

/**
 * A saved search's digest as e-mail (English until the mails are bilingual): each bike with a link,
 * a link to the search, and the unsubscribe link that works without signing in. A bike listed and
 * then cheaper in one digest is told once, by its latest news.
 */
export function digestMail(
  digest: {
    search: { name: string; email: string; userName: string };
    bikes: DigestBike[];
  },
  links: { baseUrl: string; searchPath: string; bikePath: (id: string) => string; unsubscribePath: string },
): MailMessage {
  const latest = new Map<string, DigestBike>();
  for (const bike of digest.bikes) latest.set(bike.productId, bike);
  const bikes = [...latest.values()];
  const lines: MailParagraph[] = bikes.map((b) => ({
    label: `${b.categoryName} ${b.productName}`,
    after:
      b.kind === 'price-drop' && b.priceFrom !== null
        ? ` in ${b.location}: price dropped from ${taka(b.priceFrom)} to ${taka(b.price)}`
        : ` in ${b.location}: newly listed at ${taka(b.price)}`,
    href: `${links.baseUrl}${links.bikePath(b.productId)}`,
  }));
  const count = bikes.length === 1 ? 'A bike matches' : `${bikes.length} bikes match`;
  return composeMail({
    to: digest.search.email,
    name: digest.search.userName,
    subject: `${count} your saved search: ${digest.search.name}`,
    paragraphs: [
      `${count} your saved search “${digest.search.name}”:`,
      ...lines,
      { label: 'See every bike of this search', href: `${links.baseUrl}${links.searchPath}` },
      'We send at most one of these mails a day for each saved search.',
      {
        before: 'No more mails for this search? ',
        label: 'Unsubscribe',
        href: `${links.baseUrl}${links.unsubscribePath}`,
      },
    ],
  });
}
