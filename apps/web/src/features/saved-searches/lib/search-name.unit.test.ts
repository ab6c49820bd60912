import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISTRICT_NAMES_BN, DISTRICTS } from '@best-bikes/contract/constants';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { savedSearchLabel } from './search-name';

/** The web's catalog of `locale` as the page reads it: by id, compiled (what the build inlines). */
function catalog(locale: 'en' | 'bn'): { byId: Record<string, unknown>; bySource: Map<string, string> } {
  const po = readFileSync(path.join(import.meta.dirname, `../../../locales/${locale}/messages.po`), 'utf8');
  const byId: Record<string, unknown> = {};
  const bySource = new Map<string, string>();
  for (const entry of po.split(/\n\n/)) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const text = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    if (!id || text === undefined || entry.startsWith('#~')) continue;
    const unescaped = (s: string) => s.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    const [source, translation] = [unescaped(id), unescaped(text)];
    bySource.set(source, translation);
    const explicit = entry.includes('js-lingui-explicit-id');
    byId[explicit ? source : generateMessageId(source)] = compileMessage(translation);
  }
  return { byId, bySource };
}

function reader(locale: 'en' | 'bn') {
  const i18n = setupI18n();
  i18n.load(locale, catalog(locale).byId as never);
  i18n.activate(locale);
  return i18n;
}

const QUERY =
  '?brand=Yamaha&brand=Suzuki&price_min=50000&price_max=150000&year_min=2018&cc_max=150&district=Dhaka&district=Cumilla';

describe("a saved search's name on screen (ADR 0182)", () => {
  it('is English on an English page', () => {
    expect(savedSearchLabel(reader('en'), QUERY)).toBe(
      'Yamaha, Suzuki · 50,000–1,50,000 Taka · 2018 or newer · up to 150 cc · Dhaka, Cumilla',
    );
    expect(savedSearchLabel(reader('en'), '?km_max=20000&papers=1&verified=1')).toBe(
      'up to 20,000 km · with papers · verified sellers',
    );
    expect(savedSearchLabel(reader('en'), '')).toBe('All bikes');
  });

  it('has no Latin letters or digits on a Bangla page', () => {
    const bn = reader('bn');
    const name = savedSearchLabel(bn, QUERY);
    expect(name).toBe('ইয়ামাহা, সুজুকি · ৫০,০০০–১,৫০,০০০ টাকা · ২০১৮ বা তার পরের · ১৫০ সিসি পর্যন্ত · ঢাকা, কুমিল্লা');
    expect(name).not.toMatch(/[A-Za-z0-9]/);
    expect(savedSearchLabel(bn, '?price_max=300000&year_max=2015&km_max=20000&papers=1&verified=1')).toBe(
      '৩,০০,০০০ টাকা পর্যন্ত · ২০১৫ বা তার আগের · ২০,০০০ কিমি পর্যন্ত · কাগজপত্রসহ · যাচাই করা বিক্রেতা',
    );
    expect(savedSearchLabel(bn, '?price_min=80000&year_min=2010&year_max=2012&cc_min=100&cc_max=125')).toBe(
      '৮০,০০০ টাকা থেকে · ২০১০–২০১২ · ১০০–১২৫ সিসি',
    );
    expect(savedSearchLabel(bn, '?cc_min=150')).toBe('১৫০ সিসি বা বেশি');
    expect(savedSearchLabel(bn, '')).toBe('সব বাইক');
  });

  it("names models, types and areas in the page's language", () => {
    const models = [{ id: '2-pulsar-150', name: 'Pulsar 150', name_bn: 'পালসার ১৫০' }] as unknown as Parameters<
      typeof savedSearchLabel
    >[2];
    const query = '?model=2-pulsar-150&type=scooter&district=Dhaka&area=dhaka-mirpur';
    expect(savedSearchLabel(reader('en'), query, models)).toBe('Pulsar 150 · Scooter · Dhaka · Mirpur');
    const bn = savedSearchLabel(reader('bn'), query, models);
    expect(bn).toBe('পালসার ১৫০ · স্কুটার · ঢাকা · মিরপুর');
    expect(bn).not.toMatch(/[A-Za-z0-9]/);
    // Before the models have loaded: the id made readable.
    expect(savedSearchLabel(reader('en'), '?model=2-pulsar-150')).toBe('Pulsar 150');
  });

  it("names districts as the rest of the page does: the contract's list is the catalog's", () => {
    const { bySource } = catalog('bn');
    for (const district of DISTRICTS) expect(DISTRICT_NAMES_BN[district]).toBe(bySource.get(district));
  });
});
