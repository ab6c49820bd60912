import { readFileSync } from 'node:fs';
import { COPY, DISTRICTS, LOCATIONS } from '@best-bikes/contract/constants';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./external-messages.ts', import.meta.url), 'utf8');
const declared = new Set(
  [...source.matchAll(/msg\(\{\s*id:\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((m) =>
    m[2]?.replace(/\\(.)/g, '$1'),
  ),
);

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);

describe('external messages', () => {
  it('declares every product.md copy text, so the catalogs carry its translation', () => {
    const missing = texts(COPY).filter((text) => !declared.has(text));
    expect(missing).toEqual([]);
  });

  it('declares every district and city, so filters, cards and forms show them in Bangla', () => {
    const missing = [...DISTRICTS, ...LOCATIONS].filter((place) => !declared.has(place));
    expect(missing).toEqual([]);
    expect(declared.has("Cox's Bazar")).toBe(true);
  });
});
