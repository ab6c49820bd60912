import { describe, expect, it } from 'vitest';
import { dhakaLocalToIso, isoToDhakaLocal } from './dhaka-time';

describe('meeting times in Dhaka time', () => {
  it('reads a typed time as UTC+6 whatever the zone of the machine', () => {
    expect(dhakaLocalToIso('2026-12-01T17:30')).toBe('2026-12-01T11:30:00.000Z');
    expect(dhakaLocalToIso('2026-12-01T03:00')).toBe('2026-11-30T21:00:00.000Z');
  });

  it('writes a moment back as the same wall-clock time', () => {
    expect(isoToDhakaLocal('2026-12-01T11:30:00.000Z')).toBe('2026-12-01T17:30');
    expect(isoToDhakaLocal(dhakaLocalToIso('2027-01-01T00:05') ?? '')).toBe('2027-01-01T00:05');
  });

  it('answers null for what is not a time', () => {
    expect(dhakaLocalToIso('')).toBeNull();
    expect(dhakaLocalToIso('2026-12-01')).toBeNull();
    expect(dhakaLocalToIso('tomorrow')).toBeNull();
  });
});
