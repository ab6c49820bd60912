/** A LIKE pattern's wildcards (and its escape character) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A case-insensitive "contains" pattern for `lower(column) like …`: the admin searches find any part of a
 * name or an e-mail ("akter" finds "Lima Akter", ADR 0181).
 */
export function containsPattern(q: string | undefined): string | null {
  const term = q?.trim().toLowerCase();
  return term ? `%${escapeLike(term)}%` : null;
}

/**
 * The digits of a search that looks like (part of) a mobile number, for a "contains" pattern on the stored
 * 01XXXXXXXXX: Bangla digits read, spaces and dashes dropped, a leading +880/880 read as 0. Null otherwise.
 */
export function mobilePattern(q: string | undefined, toLatinDigits: (text: string) => string): string | null {
  const typed = toLatinDigits(q?.trim() ?? '').replace(/[\s-]/g, '');
  if (!/^\+?\d{3,}$/.test(typed)) return null;
  const digits = typed.replace(/^\+?880/, '0');
  return `%${digits}%`;
}
