import { describe, expect, it } from 'vitest';
import { pageWindow } from './pager';

describe('pageWindow', () => {
  it('offers first, last and the neighbours of the current page, marking gaps with 0', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 0, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 0, 9, 10]);
  });
});
