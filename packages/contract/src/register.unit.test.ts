import { describe, expect, it } from 'vitest';
import { chassisField, maskChassis, normaliseChassis, normaliseEngine } from './register';

describe('chassis numbers (docs/product.md#chassis-register)', () => {
  it('reads one frame typed many ways as one number', () => {
    const forms = [
      'MD2A11CZ0KC123456',
      'md2a 11cz o kc 123456',
      'MD2A-11CZ-QKC-123456',
      'md2a.11cz0kc/123456',
    ];
    expect(new Set(forms.map(normaliseChassis))).toEqual(new Set(['MD2A11CZ0KC123456']));
    // I reads as 1 (a VIN never uses I, O or Q); Bangla digits as Latin ones.
    expect(normaliseChassis('mdi২৩')).toBe('MD123');
  });

  it('keeps an engine number’s letters as they are', () => {
    expect(normaliseEngine('ja12e-o123 456')).toBe('JA12EO123456');
  });

  it('shows the public only the last 4 characters', () => {
    expect(maskChassis('MD2A11CZ0KC123456')).toBe('•••••••••••••3456');
    expect(maskChassis('AB12')).toBe('AB12');
  });

  it('takes blank as not given and refuses other shapes', () => {
    expect(chassisField.parse('')).toBeUndefined();
    expect(chassisField.parse(null)).toBeUndefined();
    expect(chassisField.parse(' md2a-11cz ')).toBe('MD2A11CZ');
    expect(chassisField.safeParse('AB#12').success).toBe(false);
    expect(chassisField.safeParse('X'.repeat(31)).success).toBe(false);
  });
});
