import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-check';

// docs/product.md#bangla-search-favourites: "a check fails when a key is missing in one language". Run `npm run i18n:extract`, then
// translate what it reports in apps/web/src/locales/bn/messages.po (docs/architecture.md).
describe('translation catalogs', () => {
  it('hold every message of the source, each translated into Bangla, and nothing stale', async () => {
    const config = getConfig({ configPath: path.join(import.meta.dirname, '../lingui.config.ts') });
    const problems: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      const extracted = await catalog.collect();
      if (!extracted) throw new Error('lingui could not extract the messages');
      problems.push(...catalogProblems(Object.keys(extracted), await catalog.readAll()));
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('reports a message missing in one language, one not extracted, and one no longer used', () => {
    const planted = {
      en: { a1: { translation: 'Home' }, old: { translation: 'Gone' } },
      bn: { a1: { translation: '' }, old: { translation: 'গেছে' } },
    };
    expect(catalogProblems(['a1', 'b2'], planted)).toEqual([
      'en: not extracted yet: "b2"',
      'en: no longer in the source: "old"',
      'bn: no translation for "a1"',
      'bn: not extracted yet: "b2"',
      'bn: no longer in the source: "old"',
    ]);
  });

  it('passes catalogs that match the source and are translated', () => {
    const catalogs = { en: { a1: { translation: 'Home' } }, bn: { a1: { translation: 'হোম' } } };
    expect(catalogProblems(['a1'], catalogs)).toEqual([]);
  });
});
