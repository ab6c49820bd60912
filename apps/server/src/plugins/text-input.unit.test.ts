import { describe, expect, it } from 'vitest';
import { findNul, jsonNestingDepth } from './text-input';

describe('findNul', () => {
  it('finds a NUL in a value, however deep, and names its path', () => {
    expect(findNul('a\u0000b')).toEqual([]);
    expect(findNul({ card: { number: '4242\u0000' } })).toEqual(['card', 'number']);
    expect(findNul({ list: ['ok', 'b\u0000'] })).toEqual(['list', '1']);
  });

  it('finds a NUL in a key', () => {
    expect(findNul({ 'na\u0000me': 'x' })).toEqual(['na\u0000me']);
  });

  it('answers null for text without NUL and for other values', () => {
    expect(findNul({ name: 'Rahim', price: 1, ok: true, none: null, photo: undefined })).toBeNull();
    expect(findNul('🚲 \u202E <script>')).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });
});

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\\\","b":[[1]]}')).toBe(3);
  });

  it('reads ten thousand levels without recursing', () => {
    expect(jsonNestingDepth('['.repeat(10_000) + ']'.repeat(10_000))).toBe(10_000);
  });
});
