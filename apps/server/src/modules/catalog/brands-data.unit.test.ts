import { existsSync } from 'node:fs';
import path from 'node:path';
import { BRAND_NAMES_BN } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { STARTUP_BRANDS, startupLogo } from './brands-data';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');

describe('the start-up brands', () => {
  it('are at least 25, product.md’s three first with their ids, each named in Bangla', () => {
    expect(STARTUP_BRANDS.length).toBeGreaterThanOrEqual(25);
    expect(STARTUP_BRANDS.slice(0, 3).map((b) => [b.id, b.name])).toEqual([
      ['1', 'Yamaha'],
      ['2', 'Bajaj'],
      ['3', 'Suzuki'],
    ]);
    expect(new Set(STARTUP_BRANDS.map((b) => b.id)).size).toBe(STARTUP_BRANDS.length);
    expect(new Set(STARTUP_BRANDS.map((b) => b.name.toLowerCase())).size).toBe(STARTUP_BRANDS.length);
    for (const brand of STARTUP_BRANDS)
      expect(BRAND_NAMES_BN[brand.name], brand.name).toMatch(/^[\u0980-\u09ff ]+$/);
  });

  it('each have their logo file in the web app', () => {
    for (const brand of STARTUP_BRANDS) {
      const file = path.join(PUBLIC, startupLogo(brand.name));
      expect(existsSync(file), file).toBe(true);
    }
  });
});
