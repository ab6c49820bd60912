/**
 * A bike's optional facts (docs/product.md#seller-and-admin-tools): registration year, kilometres driven (`milage`, ADR 0087),
 * engine cc, previous owners, district and papers. The sanity checks are one pure function shared by
 * the add/edit form and the server, so both name the same field with the same words.
 */

import { LOCATIONS, type Location } from './enums';

/** The 64 districts of Bangladesh, in alphabetical order (the form's select shows them so). */
export const DISTRICTS = [
  'Bagerhat',
  'Bandarban',
  'Barguna',
  'Barishal',
  'Bhola',
  'Bogura',
  'Brahmanbaria',
  'Chandpur',
  'Chapai Nawabganj',
  'Chattogram',
  'Chuadanga',
  "Cox's Bazar",
  'Cumilla',
  'Dhaka',
  'Dinajpur',
  'Faridpur',
  'Feni',
  'Gaibandha',
  'Gazipur',
  'Gopalganj',
  'Habiganj',
  'Jamalpur',
  'Jashore',
  'Jhalokati',
  'Jhenaidah',
  'Joypurhat',
  'Khagrachhari',
  'Khulna',
  'Kishoreganj',
  'Kurigram',
  'Kushtia',
  'Lakshmipur',
  'Lalmonirhat',
  'Madaripur',
  'Magura',
  'Manikganj',
  'Meherpur',
  'Moulvibazar',
  'Munshiganj',
  'Mymensingh',
  'Naogaon',
  'Narail',
  'Narayanganj',
  'Narsingdi',
  'Natore',
  'Netrokona',
  'Nilphamari',
  'Noakhali',
  'Pabna',
  'Panchagarh',
  'Patuakhali',
  'Pirojpur',
  'Rajbari',
  'Rajshahi',
  'Rangamati',
  'Rangpur',
  'Satkhira',
  'Shariatpur',
  'Sherpur',
  'Sirajganj',
  'Sunamganj',
  'Sylhet',
  'Tangail',
  'Thakurgaon',
] as const;
export type District = (typeof DISTRICTS)[number];

/**
 * product.md's six cities as the districts they are in (ADR 0118): what a listing's old `location` became,
 * and what a client that still sends `location` lists its bike in. Chittagong is spelled Chattogram,
 * as the district list (and the government since 2018) spells it.
 */
export const CITY_DISTRICT: Record<Location, District> = {
  Dhaka: 'Dhaka',
  Chittagong: 'Chattogram',
  Rajshahi: 'Rajshahi',
  Sylhet: 'Sylhet',
  Khulna: 'Khulna',
  Dinajpur: 'Dinajpur',
};

/** The district of a product.md city, in any letter case; undefined for anything else. */
export function districtOfCity(city: string | null | undefined): District | undefined {
  if (!city) return undefined;
  const name = LOCATIONS.find((l) => l.toLowerCase() === city.trim().toLowerCase());
  return name ? CITY_DISTRICT[name] : undefined;
}

/** The longest optional area (a neighbourhood or upazila, 'Mirpur 10') a listing may give. */
export const AREA_MAX = 100;

/** Older than this is not a motorbike anyone lists here; a typo of the year more likely. */
const REGISTRATION_YEAR_MIN = 1950;
const ENGINE_CC_MIN = 50;
export const ENGINE_CC_MAX = 2000;
const PREVIOUS_OWNERS_MAX = 20;
/** Kilometres driven: the existing `milage` field (ADR 0087). */
const KM_DRIVEN_MAX = 1_000_000;
/** A tax token runs a year or a few; a date further off is a typo. */
const TAX_TOKEN_YEARS_AHEAD = 10;
const TAX_TOKEN_EARLIEST = '2000-01-01';

/** Labels the form, the card and the bike page use for each fact. */
export const FACT_LABELS = {
  registration_year: 'Registration Year',
  milage: 'Kilometres Driven',
  engine_cc: 'Engine (cc)',
  previous_owners: 'Previous Owners',
  district: 'District',
  tax_token_until: 'Tax Token Valid Until',
  registration_papers: 'Registration Papers',
} as const;

/** What the sanity checks read: numbers already parsed, absent facts undefined or null. */
export interface BikeFactsCheck {
  original_price?: number | null;
  resale_price?: number | null;
  registration_year?: number | null;
  milage?: number | null;
  engine_cc?: number | null;
  previous_owners?: number | null;
  tax_token_until?: string | null;
}

interface FactIssue {
  path: keyof BikeFactsCheck;
  message: string;
}

/** The year in Bangladesh now (a registration in Dhaka's new year is not "in the future"). */
export function dhakaYear(now: Date = new Date()): number {
  return new Date(now.getTime() + 6 * 3_600_000).getUTCFullYear();
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

const present = (v: number | null | undefined): v is number => typeof v === 'number';

/**
 * The sanity checks of a listing, each naming its field: resale price above the original price,
 * a registration year in the future or before 1950, negative kilometres, an engine size or owner
 * count no bike has, a tax token date that is not a date or absurdly far off. Empty when all is well.
 */
export function bikeFactsIssues(facts: BikeFactsCheck, now: Date = new Date()): FactIssue[] {
  const issues: FactIssue[] = [];
  if (
    present(facts.original_price) &&
    present(facts.resale_price) &&
    facts.resale_price > facts.original_price
  ) {
    issues.push({
      path: 'resale_price',
      message: 'Resale Price cannot be more than the original Price',
    });
  }
  const year = facts.registration_year;
  if (present(year)) {
    const thisYear = dhakaYear(now);
    if (!Number.isInteger(year))
      issues.push({ path: 'registration_year', message: 'Registration Year must be a year, like 2021' });
    else if (year > thisYear)
      issues.push({
        path: 'registration_year',
        message: `Registration Year cannot be in the future (after ${thisYear})`,
      });
    else if (year < REGISTRATION_YEAR_MIN)
      issues.push({
        path: 'registration_year',
        message: `Registration Year must be ${REGISTRATION_YEAR_MIN} or later`,
      });
  }
  if (
    present(facts.milage) &&
    (!Number.isInteger(facts.milage) || facts.milage < 0 || facts.milage > KM_DRIVEN_MAX)
  ) {
    issues.push({
      path: 'milage',
      message: `Kilometres Driven must be a whole number from 0 to ${KM_DRIVEN_MAX.toLocaleString('en-IN')}`,
    });
  }
  const cc = facts.engine_cc;
  if (present(cc) && (!Number.isInteger(cc) || cc < ENGINE_CC_MIN || cc > ENGINE_CC_MAX)) {
    issues.push({
      path: 'engine_cc',
      message: `Engine must be from ${ENGINE_CC_MIN} to ${ENGINE_CC_MAX.toLocaleString('en-IN')} cc`,
    });
  }
  const owners = facts.previous_owners;
  if (present(owners) && (!Number.isInteger(owners) || owners < 0 || owners > PREVIOUS_OWNERS_MAX)) {
    issues.push({
      path: 'previous_owners',
      message: `Previous Owners must be a whole number from 0 to ${PREVIOUS_OWNERS_MAX}`,
    });
  }
  const token = facts.tax_token_until;
  if (typeof token === 'string' && token !== '') {
    const latest = `${dhakaYear(now) + TAX_TOKEN_YEARS_AHEAD}-12-31`;
    if (!isCalendarDate(token)) {
      issues.push({ path: 'tax_token_until', message: 'Tax Token Valid Until must be a date' });
    } else if (token < TAX_TOKEN_EARLIEST || token > latest) {
      issues.push({
        path: 'tax_token_until',
        message: `Tax Token Valid Until must be between ${TAX_TOKEN_EARLIEST.slice(0, 4)} and ${latest.slice(0, 4)}`,
      });
    }
  }
  return issues;
}
