import type { Product } from '@best-bikes/contract';
import { FACT_LABELS, formatTaka } from '@best-bikes/contract/constants';

export interface ShownFact {
  key: keyof typeof FACT_LABELS;
  label: string;
  /** The full wording, for the bike page. */
  value: string;
  /** The few words a card has room for. */
  short: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-03-31' → '31 Mar 2027' (a calendar day: no time zone can move it). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/**
 * The optional facts a seller gave (issue 15), in the order the card and the bike page show them;
 * a fact the seller left out is not shown at all.
 */
export function bikeFacts(product: Product): ShownFact[] {
  const facts: ShownFact[] = [];
  const add = (key: keyof typeof FACT_LABELS, value: string, short = value) =>
    facts.push({ key, label: FACT_LABELS[key], value, short });
  if (product.registration_year !== null)
    add('registration_year', String(product.registration_year), `Reg. ${product.registration_year}`);
  if (product.milage !== null) add('milage', `${formatTaka(product.milage)} km`);
  if (product.engine_cc !== null) add('engine_cc', `${product.engine_cc} cc`);
  if (product.previous_owners !== null) {
    const n = product.previous_owners;
    const text = n === 0 ? 'First owner' : `${n} previous ${n === 1 ? 'owner' : 'owners'}`;
    add('previous_owners', n === 0 ? 'None: first owner' : String(n), text);
  }
  if (product.district) add('district', product.district);
  if (product.tax_token_until) {
    const day = formatDay(product.tax_token_until);
    add('tax_token_until', day, `Tax token to ${day}`);
  }
  if (product.registration_papers !== null) {
    add(
      'registration_papers',
      product.registration_papers ? 'Present' : 'Not present',
      product.registration_papers ? 'Papers present' : 'No papers',
    );
  }
  return facts;
}
