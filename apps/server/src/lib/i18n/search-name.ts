import {
  AREAS,
  type BikeType,
  BRAND_NAMES_BN,
  DISTRICT_NAMES_BN,
  MODEL_ID_PREFIX,
  nameFromId,
  type SearchNameWords,
  type SearchParams,
  savedSearchName,
  savedSearchParams,
  searchName,
  toBengaliDigits,
} from '@best-bikes/contract/constants';
import type { MessageId, Translator } from './index';

/** A model's names, as the catalogue answers them (`modelNamesOf`): '' where no Bangla name is set. */
export type ModelNameLookup = ReadonlyMap<string, { name: string; nameBn: string }>;

const AREA_BY_ID = new Map(AREAS.map((a) => [a.id, a]));

const TYPE_KEYS: Record<BikeType, MessageId> = {
  motorcycle: 'search-name.type.motorcycle',
  scooter: 'search-name.type.scooter',
  electric: 'search-name.type.electric',
};

/** The words of a search's name in the translator's language (ADR 0182). */
function searchNameWords(tr: Translator, models: ModelNameLookup): SearchNameWords {
  const bn = tr.locale === 'bn';
  const n = (value: number) => tr.number(value);
  // Years and engine sizes are written without grouping (2019, 150 cc), in the language's digits.
  const plain = (value: number) => (bn ? toBengaliDigits(String(value)) : String(value));
  return {
    quoted: (q) => `“${q}”`,
    brand: (brand) => (bn ? (BRAND_NAMES_BN[brand] ?? brand) : brand),
    model: (id) => {
      const model = models.get(id);
      return (bn ? model?.nameBn : undefined) || model?.name || nameFromId(id, MODEL_ID_PREFIX);
    },
    type: (type) => tr.t(TYPE_KEYS[type]),
    district: (district) => (bn ? DISTRICT_NAMES_BN[district] : district),
    area: (id) => {
      const area = AREA_BY_ID.get(id);
      return area ? (bn ? area.name_bn : area.name) : id;
    },
    priceBetween: (min, max) => tr.t('search-name.price-between', { min: n(min), max: n(max) }),
    priceFrom: (min) => tr.t('search-name.price-from', { min: n(min) }),
    priceUpTo: (max) => tr.t('search-name.price-up-to', { max: n(max) }),
    yearBetween: (min, max) => `${plain(min)}–${plain(max)}`,
    yearFrom: (year) => tr.t('search-name.year-from', { year: plain(year) }),
    yearUpTo: (year) => tr.t('search-name.year-up-to', { year: plain(year) }),
    kmUpTo: (km) => tr.t('search-name.km-up-to', { km: n(km) }),
    ccBetween: (min, max) => tr.t('search-name.cc-between', { min: plain(min), max: plain(max) }),
    ccFrom: (cc) => tr.t('search-name.cc-from', { cc: plain(cc) }),
    ccUpTo: (cc) => tr.t('search-name.cc-up-to', { cc: plain(cc) }),
    papers: tr.t('search-name.papers'),
    verified: tr.t('search-name.verified'),
    papersChecked: tr.t('search-name.papers-checked'),
    all: tr.t('search-name.all'),
  };
}

/**
 * A saved search's name in the reader's language, from its stored query string (or its search):
 * what the digest mail and the match notice say (ADR 0182). The stored English `name` is the API's.
 * `models` names the search's models (`modelNamesOf`); without a model there, its id is made readable.
 */
export function searchNameIn(
  tr: Translator,
  search: string | SearchParams,
  models: ModelNameLookup = new Map(),
): string {
  return searchName(
    typeof search === 'string' ? savedSearchParams(search) : search,
    searchNameWords(tr, models),
  );
}

/** The English name the API stores beside a saved search's query (ADR 0096). */
export function englishSearchName(search: SearchParams, models: ModelNameLookup): string {
  return savedSearchName(search, {
    model: (id) => models.get(id)?.name ?? nameFromId(id, MODEL_ID_PREFIX),
    area: (id) => AREA_BY_ID.get(id)?.name ?? id,
  });
}
