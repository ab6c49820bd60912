/** A LIKE pattern's wildcards (and its escape character) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A case-insensitive "starts with" pattern for `lower(column) like …` (served by a text_pattern_ops index). */
export function prefixPattern(q: string | undefined): string | null {
  const term = q?.trim().toLowerCase();
  return term ? `${escapeLike(term)}%` : null;
}
