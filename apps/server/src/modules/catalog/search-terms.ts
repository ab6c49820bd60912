/**
 * How a search's text is read (docs/product.md#bangla-search-favourites): Bangla spellings of the brands, models and cities of the
 * catalogue become their English names, Bangla digits become ASCII digits, and the rest is split
 * into lower-case words. Each word must then appear in a bike's model, brand, district or area (search-sql.ts).
 *
 * The table covers the demo catalogue's brands and models (catalog/demo-data.ts) and product.md's cities;
 * several spellings are listed where people write a name more than one way. Keys are compared after
 * Unicode NFC normalisation (so 'য়' typed as one code point or as য + nukta is the same letter) with
 * zero-width joiners removed.
 */
export const BANGLA_SYNONYMS: Record<string, string> = {
  // Brands
  ইয়ামাহা: 'yamaha',
  ইয়ামা: 'yamaha',
  য়ামাহা: 'yamaha',
  বাজাজ: 'bajaj',
  বাজাজের: 'bajaj',
  সুজুকি: 'suzuki',
  সুজুকী: 'suzuki',
  সুজুকির: 'suzuki',
  // Yamaha models
  এফজেডএস: 'fzs',
  'এফ জেড এস': 'fzs',
  এফজেড: 'fz',
  'এফ জেড': 'fz',
  আর১৫: 'r15',
  'আর ১৫': 'r15',
  'আর-১৫': 'r15',
  আর১৫এম: 'r15m',
  এমটি: 'mt',
  'এম টি': 'mt',
  ফেজার: 'fazer',
  সালুটো: 'saluto',
  স্যালুটো: 'saluto',
  'রে জেডআর': 'ray zr',
  রে: 'ray',
  জেডআর: 'zr',
  ফ্যাসিনো: 'fascino',
  ফাসিনো: 'fascino',
  // Bajaj models
  পালসার: 'pulsar',
  পালছার: 'pulsar',
  পালসারের: 'pulsar',
  ডিসকভার: 'discover',
  ডিসকোভার: 'discover',
  প্লাটিনা: 'platina',
  প্লাটিনাম: 'platina',
  সিটি: 'ct',
  অ্যাভেঞ্জার: 'avenger',
  এভেঞ্জার: 'avenger',
  ডমিনার: 'dominar',
  ডোমিনার: 'dominar',
  এনএস: 'ns',
  'এন এস': 'ns',
  ভি১৫: 'v15',
  // Suzuki models
  জিক্সার: 'gixxer',
  জিকসার: 'gixxer',
  জিক্সারের: 'gixxer',
  জিএসএক্স: 'gsx',
  ইন্ট্রুডার: 'intruder',
  ইনট্রুডার: 'intruder',
  হায়াতে: 'hayate',
  অ্যাক্সেস: 'access',
  এক্সেস: 'access',
  বার্গম্যান: 'burgman',
  বার্গমান: 'burgman',
  'ভি-স্ট্রম': 'v strom',
  ভিস্ট্রম: 'v strom',
  এবিএস: 'abs',
  স্ট্রিট: 'street',
  // product.md's cities, as the districts bikes are listed in (ADR 0118)
  ঢাকা: 'dhaka',
  চট্টগ্রাম: 'chattogram',
  চিটাগাং: 'chattogram',
  রাজশাহী: 'rajshahi',
  সিলেট: 'sylhet',
  খুলনা: 'khulna',
  দিনাজপুর: 'dinajpur',
};

/**
 * Older English spellings of districts, read as the district list spells them (ADR 0118): a bike in
 * Chattogram is found by 'chittagong' as it was when product.md's city was stored.
 */
const OLD_SPELLINGS = new Map([
  ['chittagong', 'chattogram'],
  ['barisal', 'barishal'],
  ['comilla', 'cumilla'],
  ['jessore', 'jashore'],
  ['bogra', 'bogura'],
]);

/** At most this many words are searched; the rest of a long query is ignored. */
export const MAX_TERMS = 8;

const BANGLA_DIGITS = /[০-৯]/g;

function canonical(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .toLowerCase();
}

/** Synonyms as compared (NFC keys), longest first so 'আর ১৫' wins over a shorter key inside it. */
const SYNONYMS: [string, string][] = Object.entries(BANGLA_SYNONYMS)
  .map(([bangla, english]): [string, string] => [
    canonical(bangla).replace(BANGLA_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6)),
    english,
  ])
  .sort((a, b) => b[0].length - a[0].length);

/** A Bangla letter or mark: synonyms only apply to whole Bangla words. */
const BANGLA_LETTER = /[\u0980-\u09ff]/;

function replaceWholeWords(text: string, key: string, value: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + key.length)) {
    const before = text[at - 1];
    const after = text[at + key.length];
    if ((before && BANGLA_LETTER.test(before)) || (after && BANGLA_LETTER.test(after))) continue;
    out += `${text.slice(from, at)} ${value} `;
    from = at + key.length;
  }
  return out + text.slice(from);
}

/**
 * The words of a search text, as the database compares them: lower case, Bangla names replaced by
 * their English ones, split on anything that is not a letter, digit, % or _ (dashes and dots too:
 * 'MT-15' → 'mt', '15'), duplicates removed, at most MAX_TERMS.
 */
export function searchTerms(q: string, modelWords: ReadonlyMap<string, string> = new Map()): string[] {
  let text = canonical(q).replace(BANGLA_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));
  for (const [bangla, english] of SYNONYMS) {
    if (text.includes(bangla)) text = replaceWholeWords(text, bangla, english);
  }
  const words = text
    .split(/[^\p{L}\p{M}\p{N}%_]+/u)
    .filter(Boolean)
    .map((word) => OLD_SPELLINGS.get(word) ?? modelWords.get(word) ?? word);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A brand as the search reads it (brands are data, ADR 0290). */
export interface BrandName {
  id: string;
  name: string;
  nameBn: string;
}

/**
 * The ids of the brands a search word names, in full or in part, in English or Bangla ('yamaha',
 * 'yama', 'suz', 'হোন্ডা'); none for words shorter than three letters (two for a whole name: 'um').
 */
export function brandsNamedBy(term: string, brands: readonly BrandName[]): string[] {
  return brands
    .filter((brand) => {
      const name = brand.name.toLowerCase();
      if (name === term || (brand.nameBn !== '' && brand.nameBn === term)) return true;
      if (term.length < 3) return false;
      return name.includes(term) || (brand.nameBn !== '' && brand.nameBn.includes(term));
    })
    .map((brand) => brand.id);
}

/**
 * The Bangla words of the catalogue's model names read as their English words (ADR 0291): a model
 * whose Bangla name has as many words as its English one gives each Bangla word its English one
 * ('এক্সপালস ২০০' / 'Xpulse 200': এক্সপালস → xpulse). Digits are left to the digit rule.
 */
export function modelWordsOf(models: readonly { name: string; nameBn: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const model of models) {
    const bn = canonical(model.nameBn).split(/[\s]+/).filter(Boolean);
    const en = model.name.toLowerCase().split(/[\s]+/).filter(Boolean);
    if (bn.length !== en.length) continue;
    for (const [i, word] of bn.entries()) {
      const english = en[i]!.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      if (!BANGLA_LETTER.test(word) || english === '' || /\s/.test(english)) continue;
      if (!out.has(word)) out.set(word, english);
    }
  }
  return out;
}

/**
 * Whether a word is looked up among the model names by similarity (typos: 'gixer', 'pulsr'): at
 * least four characters with a Latin letter; shorter words and numbers match as written.
 */
export function fuzzyWord(term: string): boolean {
  return term.length >= 4 && /[a-z]/.test(term);
}
