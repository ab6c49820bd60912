import type { Product } from '@best-bikes/contract';
import { FACT_LABELS } from '@best-bikes/contract/constants';
import { t } from '@lingui/core/macro';
import { type Formatters, formattersFor, i18n, type Locale } from '../../../lib/i18n';
import { dhakaToday } from './dhaka-today';

export interface ShownFact {
  key: keyof typeof FACT_LABELS;
  label: string;
  /** The full wording, for the bike page. */
  value: string;
  /** The few words a card has room for. */
  short: string;
}

/** docs/product.md#constants: '1 Year' when years used is 1 or less, else '3 Years'. */
export function yearsOfUse(years: number, f: Formatters): string {
  const n = f.number(years);
  return years <= 1 ? t`${n} Year` : t`${n} Years`;
}

/**
 * The optional facts a seller gave (docs/product.md#seller-and-admin-tools), in the order the card and the bike page show them;
 * a fact the seller left out is not shown at all. A component passes `today` from `useDhakaToday()`,
 * so a page the server drew hydrates as it was drawn.
 */
export function bikeFacts(product: Product, today = dhakaToday()): ShownFact[] {
  const locale = i18n.locale as Locale;
  const f = formattersFor(locale);
  const facts: ShownFact[] = [];
  const add = (key: keyof typeof FACT_LABELS, value: string, short = value) =>
    facts.push({ key, label: i18n._(FACT_LABELS[key]), value, short });
  if (product.registration_year !== null) {
    // A year reads without grouping: 2022, ২০২২.
    const year = f.number(product.registration_year).replace(/[,،]/g, '');
    add('registration_year', year, t`Reg. ${year}`);
  }
  if (product.milage !== null) {
    const km = f.number(product.milage);
    add('milage', t`${km} km`);
  }
  if (product.engine_cc !== null) {
    const cc = f.number(product.engine_cc);
    add('engine_cc', t`${cc} cc`);
  }
  if (product.previous_owners !== null) {
    const n = product.previous_owners;
    const count = f.number(n);
    const text =
      n === 0 ? t`First owner` : n === 1 ? t`${count} previous owner` : t`${count} previous owners`;
    add('previous_owners', n === 0 ? t`None: first owner` : count, text);
  }
  if (product.tax_token_until) {
    // A calendar day: noon in Dhaka is that day.
    const day = f.date(`${product.tax_token_until}T12:00:00+06:00`);
    // Valid through its last day; after that a buyer must know it has run out (ADR 0117).
    if (product.tax_token_until < today)
      add('tax_token_until', t`${day} (expired)`, t`Tax token expired ${day}`);
    else add('tax_token_until', day, t`Tax token to ${day}`);
  }
  if (product.registration_papers !== null) {
    add(
      'registration_papers',
      product.registration_papers ? t`Present` : t`Not present`,
      product.registration_papers ? t`Papers present` : t`No papers`,
    );
  }
  return facts;
}
