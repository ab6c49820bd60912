/** A catalog as Lingui reads it: message id → its entry (`translation` empty while untranslated). */
export type CatalogEntries = Record<string, { translation?: string; obsolete?: boolean }>;

/**
 * What is wrong with the catalogs against what the source declares (`extracted`, as `lingui extract`
 * collects it): a message in the source that a catalog lacks (extraction not re-run), a message in a
 * catalog that the source no longer has (stale), and a message without a translation in a language.
 * English is the source language: its messages are the code's own text, so only other languages need
 * translations. Empty means all is well.
 */
export function catalogProblems(
  extracted: Iterable<string>,
  catalogs: Record<string, CatalogEntries>,
  sourceLocale = 'en',
): string[] {
  const problems: string[] = [];
  const ids = new Set(extracted);
  for (const [locale, entries] of Object.entries(catalogs)) {
    for (const id of ids) {
      if (!(id in entries)) problems.push(`${locale}: not extracted yet: ${JSON.stringify(id)}`);
      else if (locale !== sourceLocale && !entries[id]?.translation)
        problems.push(`${locale}: no translation for ${JSON.stringify(id)}`);
    }
    for (const [id, entry] of Object.entries(entries)) {
      if (!ids.has(id) || entry.obsolete)
        problems.push(`${locale}: no longer in the source: ${JSON.stringify(id)}`);
    }
  }
  return problems;
}
