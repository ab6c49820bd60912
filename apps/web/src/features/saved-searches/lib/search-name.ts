import type { BikeModel } from '@best-bikes/contract';
import {
  areaById,
  type BikeType,
  BRAND_NAMES_BN,
  DISTRICT_NAMES_BN,
  MODEL_ID_PREFIX,
  nameFromId,
  type SearchNameWords,
  savedSearchParams,
  searchName,
  toBengaliDigits,
} from '@best-bikes/contract/constants';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formattersFor, type Locale } from '../../../lib/i18n';

const TYPE_NAMES: Record<BikeType, MessageDescriptor> = {
  motorcycle: msg`Motorcycle`,
  scooter: msg`Scooter`,
  electric: msg`Electric`,
};

/** The words of a search's name in `i18n`'s language, from the web's catalog (ADR 0182). */
function searchNameWords(i18n: I18n, models: readonly BikeModel[]): SearchNameWords {
  const bn = i18n.locale === 'bn';
  const f = formattersFor(i18n.locale as Locale);
  // Years and engine sizes are written without grouping (2019, 150 cc), in the language's digits.
  const plain = (value: number) => (bn ? toBengaliDigits(String(value)) : String(value));
  return {
    quoted: (q) => `“${q}”`,
    brand: (brand) => (bn ? (BRAND_NAMES_BN[brand] ?? brand) : brand),
    model: (id) => {
      const model = models.find((m) => m.id === id);
      return (bn ? model?.name_bn : undefined) || model?.name || nameFromId(id, MODEL_ID_PREFIX);
    },
    type: (type) => i18n._(TYPE_NAMES[type]),
    district: (district) => (bn ? DISTRICT_NAMES_BN[district] : district),
    area: (id) => {
      const area = areaById(id);
      return area ? (bn ? area.name_bn : area.name) : id;
    },
    priceBetween: (min, max) => {
      const [from, to] = [f.number(min), f.number(max)];
      return i18n._(msg`${from}–${to} Taka`);
    },
    priceFrom: (min) => {
      const price = f.number(min);
      return i18n._(msg`from ${price} Taka`);
    },
    priceUpTo: (max) => {
      const price = f.number(max);
      return i18n._(msg`up to ${price} Taka`);
    },
    yearBetween: (min, max) => `${plain(min)}–${plain(max)}`,
    yearFrom: (min) => {
      const year = plain(min);
      return i18n._(msg`${year} or newer`);
    },
    yearUpTo: (max) => {
      const year = plain(max);
      return i18n._(msg`${year} or older`);
    },
    kmUpTo: (max) => {
      const km = f.number(max);
      return i18n._(msg`up to ${km} km`);
    },
    ccBetween: (min, max) => {
      const [from, to] = [plain(min), plain(max)];
      return i18n._(msg`${from}–${to} cc`);
    },
    ccFrom: (min) => {
      const cc = plain(min);
      return i18n._(msg`${cc} cc or more`);
    },
    ccUpTo: (max) => {
      const cc = plain(max);
      return i18n._(msg`up to ${cc} cc`);
    },
    papers: i18n._(msg`with papers`),
    verified: i18n._(msg`verified sellers`),
    papersChecked: i18n._(msg`papers checked`),
    all: i18n._(msg`All bikes`),
  };
}

/**
 * A saved search's name in the reader's language, rendered from its stored query string (ADR 0182):
 * Bangla brand, model, district and area names and Bangla digits on a Bangla page. The API's `name` is
 * the English one stored when it was saved. `models` (`GET /api/models`) names its models; until they
 * have loaded a model's id is made readable.
 */
export function savedSearchLabel(i18n: I18n, query: string, models: readonly BikeModel[] = []): string {
  return searchName(savedSearchParams(query), searchNameWords(i18n, models));
}
