import { describe, expect, it } from 'vitest';
import { averageOf, isPublished, publishDueAt, publishesOnWrite } from './rule';

/** The publication rule of double-blind reviews (ADR 0220). */
const DAY = 24 * 3600_000;
const at = new Date('2026-11-20T06:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('publication rule', () => {
  it('dates the first review seven days ahead, and the second with the same date', () => {
    expect(publishDueAt([], at)).toEqual(later(7 * DAY));
    const first = { publishDueAt: later(7 * DAY), publishedAt: null };
    expect(publishDueAt([first], later(3 * DAY))).toEqual(later(7 * DAY));
  });

  it('publishes on the second review, not the first', () => {
    expect(publishesOnWrite(0)).toBe(false);
    expect(publishesOnWrite(1)).toBe(true);
  });

  it('keeps a lone review hidden until its date, exactly, then shows it without waiting for the job', () => {
    const lone = { publishDueAt: later(7 * DAY), publishedAt: null };
    expect(isPublished(lone, at)).toBe(false);
    expect(isPublished(lone, later(7 * DAY - 1))).toBe(false);
    expect(isPublished(lone, later(7 * DAY))).toBe(true);
  });

  it('shows reviews published by the second one at once', () => {
    const both = { publishDueAt: later(7 * DAY), publishedAt: later(DAY) };
    expect(isPublished(both, later(DAY - 1))).toBe(false);
    expect(isPublished(both, later(DAY))).toBe(true);
  });

  it('averages to one decimal and has none before the first review', () => {
    expect(averageOf(undefined)).toBeNull();
    expect(averageOf({ reviewCount: 0, starTotal: 0 })).toBeNull();
    expect(averageOf({ reviewCount: 3, starTotal: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(averageOf({ reviewCount: 2, starTotal: 9 })).toEqual({ average: 4.5, count: 2 });
  });
});
