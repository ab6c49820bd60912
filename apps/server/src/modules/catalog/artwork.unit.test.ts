import { describe, expect, it } from 'vitest';
import { bikeSvg, brandSvg, familyOf } from './artwork';

const art = { color: '#dc2626', accent: '#5b0e0e', backdrop: ['#e0f2fe', '#f8fafc'] as [string, string] };

describe('demo artwork (docs/product.md#everyday-use)', () => {
  it('puts each demo model in its family', () => {
    expect(familyOf('Burgman Street 125', 0)).toBe('scooter');
    expect(familyOf('Ray ZR 125', 0)).toBe('scooter');
    expect(familyOf('Avenger Street 160', 0.2)).toBe('cruiser');
    expect(familyOf('Intruder 150', 0.3)).toBe('cruiser');
    expect(familyOf('R15 V3', 1)).toBe('sport');
    expect(familyOf('Discover 125', 0.1)).toBe('commuter');
  });

  it('draws a different bike per family, with no text on the picture', () => {
    const pictures = (['sport', 'commuter', 'scooter', 'cruiser'] as const).map((family) =>
      bikeSvg({ ...art, family }),
    );
    expect(new Set(pictures).size).toBe(4);
    for (const svg of [...pictures, brandSvg('Yamaha', '#1d4ed8'), brandSvg('Bajaj <b>', '#111827')]) {
      expect(svg).not.toMatch(/<text|Yamaha|Bajaj/);
    }
  });
});
