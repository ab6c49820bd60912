import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it("keeps a history entry's key and never answers 'default'", () => {
    expect(scrollKey({ key: 'abc123' })).toBe('abc123');
    expect(scrollKey({ key: 'default' })).not.toBe('default');
    expect(scrollKey({ key: 'default' })).toBe(scrollKey({ key: 'default' }));
  });
});
