import type { MaskReason } from '@best-bikes/contract';

/**
 * The scam guard (ADR 0271, docs/product.md#conversations): finds what moves a sale out of the shop
 * in a message — a link, an e-mail address, a Bangladeshi phone number, a request to pay outside
 * (English, Bangla and Bangla in Latin letters) — and answers the text with those parts hidden.
 * Pure: the service decides with it and stores both texts.
 */

/** What replaces each hidden part. */
export const MASK = '•••';

/** The worst first: which notice the sender gets. */
const SEVERITY: readonly MaskReason[] = ['money', 'link', 'email', 'phone'];

export interface GuardResult {
  /** The reasons found, worst first; empty when the text passes. */
  reasons: MaskReason[];
  /** The text with each found part replaced by MASK; null when nothing was hidden. */
  masked: string | null;
}

interface Span {
  start: number;
  end: number;
  reason: MaskReason;
}

/** Bangla digits ০-৯ read as 0-9, one UTF-16 unit each way: positions stay the same. */
function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

const EMAIL = new RegExp(
  [
    // name@host.tld, and name (at) host (dot) tld.
    String.raw`[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[a-z]{2,})+`,
    // "name at gmail dot com": spelled out, with a mail provider's name.
    String.raw`[\p{L}\p{N}._%+-]+\s+at\s+(?:gmail|yahoo|hotmail|outlook|live|icloud|proton(?:mail)?|ymail)\b(?:\s*(?:\.|\s+dot\s+)\s*[a-z]{2,})*`,
  ].join('|'),
  'giu',
);

const TLDS =
  'com|net|org|info|biz|xyz|top|site|online|shop|store|link|app|io|me|ly|gl|gg|co|in|bd|pk|us|uk|tk|ml|ga|cf|page|live|club|click|pw|cc|to|ws';
const LINK = new RegExp(
  [
    // A scheme or www.
    String.raw`(?:https?:\/\/|www\.)\S+`,
    // A bare domain: name.tld (or name.com.bd), with a path or not.
    String.raw`\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\s?\.\s?(?:${TLDS})\b(?:\/\S*)?`,
    // "example dot com".
    String.raw`\b[a-z0-9][a-z0-9-]*\s+(?:dot|\(dot\)|\[dot\])\s+(?:${TLDS})\b`,
  ].join('|'),
  'gi',
);

/**
 * A run of digits people type a number in: digits with at most three spaces, dots, dashes,
 * slashes or brackets between them, maybe after a '+'.
 */
const DIGIT_RUN = /\+?\d(?:[\s.\-–—()/]{0,3}\d)+/g;
/** A Bangladeshi mobile number in a run's digits: 01[3-9] and 8 more, maybe after the country code. */
const BD_MOBILE = /(?:88)?01[3-9]\d{8}/;

/** English and Latin-letter Bangla (Banglish) wording of a payment outside the shop. */
const MONEY_LATIN = new RegExp(
  String.raw`\b(?:${[
    'b[\\s.-]?kash\\w*',
    'bikash\\w*',
    'nagad\\w*',
    'nogod\\w*',
    'rocket\\s*(?:number|no|account|e|a|kore)',
    'upay',
    'advances?',
    'adv\\s*(?:tk|taka|money|payment|den|din|dite|diye)',
    'agrim\\w*',
    'ogrim\\w*',
    'send\\s+(?:me\\s+)?(?:the\\s+|some\\s+)?(?:money|tk|taka|payment|cash)',
    'send\\s*money',
    'send\\s+(?:me\\s+)?\\d[\\d,]*\\s*(?:tk|taka)',
    'cash\\s*out',
    'mobile\\s+banking',
    'money\\s+(?:to|in|into)\\s+my',
    'pay\\s+(?:me\\s+)?(?:directly|outside|first|before|in\\s+advance|personally|to\\s+my)',
    'deposit\\s+(?:it\\s+)?(?:to|in|into)\\s+my',
    '(?:bank|money|taka|tk)\\s+transfer',
    'transfer\\s+(?:the\\s+)?(?:money|taka|tk|payment)',
    '(?:taka|tk)\\s+(?:pathan|pathao|pathaben|pathiye|pathai|diye\\s+din|den\\s+age|age)',
    'token\\s+money',
  ].join('|')})\b`,
  'gi',
);

/** Bangla wording (Bangla letters are not \w, so these match anywhere in a word). */
const MONEY_BANGLA =
  /বিকাশ|অগ্রিম|অ্যাডভান্স|এডভান্স|অ্যাডভান্স|এ্যাডভান্স|নগদে|নগদ\s*(?:নম্বর|নাম্বার|একাউন্ট|অ্যাকাউন্ট)|রকেটে|রকেট\s*(?:নম্বর|নাম্বার)|টাকা\s*(?:পাঠা\S*|পাঠি\S*|আগে)|আগে\s*টাকা|সেন্ড\s*মানি|ক্যাশ\s*আউট|টোকেন\s*মানি/g;

function spans(pattern: RegExp, text: string, reason: MaskReason): Span[] {
  const found: Span[] = [];
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    found.push({ start, end: start + m[0].length, reason });
  }
  return found;
}

function phoneSpans(text: string): Span[] {
  const found: Span[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 11 && BD_MOBILE.test(digits)) {
      const start = m.index ?? 0;
      found.push({ start, end: start + m[0].length, reason: 'phone' });
    }
  }
  return found;
}

/**
 * Checks a message. `dealPaid`: the deal on the bike between the two is paid, so they must meet:
 * phone numbers and talk of paying pass; links and e-mail addresses stay hidden.
 */
export function guardMessage(text: string, { dealPaid }: { dealPaid: boolean }): GuardResult {
  const probe = latinDigits(text);
  const found: Span[] = [
    ...spans(EMAIL, probe, 'email'),
    ...spans(LINK, probe, 'link'),
    ...(dealPaid ? [] : phoneSpans(probe)),
    ...(dealPaid ? [] : spans(MONEY_LATIN, probe, 'money')),
    ...(dealPaid ? [] : spans(MONEY_BANGLA, probe, 'money')),
  ];
  if (found.length === 0) return { reasons: [], masked: null };

  // Merge overlapping parts (an e-mail's domain is also a link), each hidden once.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const s of found) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ start: s.start, end: s.end });
  }
  let masked = '';
  let at = 0;
  for (const s of merged) {
    masked += text.slice(at, s.start) + MASK;
    at = s.end;
  }
  masked += text.slice(at);

  const seen = new Set(found.map((s) => s.reason));
  // An e-mail address's domain is no separate link.
  if (seen.has('email') && !found.some((s) => s.reason === 'link' && !insideEmail(s, found))) {
    seen.delete('link');
  }
  return { reasons: SEVERITY.filter((r) => seen.has(r)), masked };
}

function insideEmail(link: Span, found: Span[]): boolean {
  return found.some((e) => e.reason === 'email' && link.start >= e.start && link.end <= e.end);
}
