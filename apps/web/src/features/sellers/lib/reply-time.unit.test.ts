import { describe, expect, it } from 'vitest';
import { replyTimeUnit } from './reply-time';

describe('replyTimeUnit', () => {
  it('says minutes under an hour, hours under a day, days after', () => {
    expect(replyTimeUnit(0)).toEqual({ unit: 'minutes', amount: 1 });
    expect(replyTimeUnit(25)).toEqual({ unit: 'minutes', amount: 25 });
    expect(replyTimeUnit(60)).toEqual({ unit: 'hours', amount: 1 });
    expect(replyTimeUnit(150)).toEqual({ unit: 'hours', amount: 3 });
    expect(replyTimeUnit(24 * 60 - 1)).toEqual({ unit: 'hours', amount: 24 });
    expect(replyTimeUnit(3 * 24 * 60)).toEqual({ unit: 'days', amount: 3 });
  });
});
