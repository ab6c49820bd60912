import { readFileSync } from 'node:fs';
import { COPY } from '@best-bikes/contract/constants';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./external-messages.ts', import.meta.url), 'utf8');
const declared = new Set([...source.matchAll(/msg\(\{\s*id:\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]));

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);

describe('external messages', () => {
  it('declares every SPEC copy text, so the catalogs carry its translation', () => {
    const missing = texts(COPY).filter((text) => !declared.has(text));
    expect(missing).toEqual([]);
  });
});
