import { describe, expect, it } from 'vitest';
import { DISTRICTS } from './bike-facts';
import {
  AREA_SPELLINGS,
  AREAS,
  areaOfText,
  areaSpellingOf,
  areasOf,
  DISTRICT_CENTROIDS,
  districtDistanceKm,
  districtsByDistance,
} from './places';

describe('places (docs/product.md#places)', () => {
  it('gives each of the 64 districts a position inside Bangladesh', () => {
    expect(Object.keys(DISTRICT_CENTROIDS).sort()).toEqual([...DISTRICTS].sort());
    for (const [lat, lng] of Object.values(DISTRICT_CENTROIDS)) {
      expect(lat).toBeGreaterThan(20.5);
      expect(lat).toBeLessThan(26.7);
      expect(lng).toBeGreaterThan(88);
      expect(lng).toBeLessThan(92.7);
    }
  });

  it("lists Dhaka's and Chattogram's areas and the upazilas of more districts, ids unique, names in Bangla", () => {
    const dhaka = areasOf('Dhaka').map((a) => a.name);
    for (const area of ['Mirpur', 'Uttara', 'Dhanmondi', 'Gulshan', 'Mohammadpur', 'Banani', 'Badda'])
      expect(dhaka).toContain(area);
    expect(areasOf('Chattogram').length).toBeGreaterThan(10);
    expect(new Set(AREAS.map((a) => a.district)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    for (const area of AREAS) {
      expect(area.id).toMatch(/^[a-z0-9-]{3,60}$/);
      expect(area.name_bn).toMatch(/^[\u0980-\u09FF ]+$/);
    }
  });

  it('no spelling names two areas of one district', () => {
    for (const district of DISTRICTS) {
      const rows = AREAS.filter((a) => a.district === district);
      const spellings = AREA_SPELLINGS.get(district);
      // Each area's own name reads back as that area.
      for (const area of rows) expect(spellings?.get(area.name.toLowerCase())).toBe(area.id);
    }
  });

  it('reads free text as an area only when certain', () => {
    expect(areaSpellingOf(' Mirpur-10 ')).toBe('mirpur');
    expect(areaSpellingOf('Uttara Sector 7')).toBe('uttara');
    expect(areaSpellingOf('মিরপুর ১০')).toBe('মিরপুর');
    expect(areaOfText('Dhaka', 'mirpur 2')?.id).toBe('dhaka-mirpur');
    expect(areaOfText('Dhaka', 'Mohammedpur')?.id).toBe('dhaka-mohammadpur');
    expect(areaOfText('Dhaka', 'Mirpur DOHS')).toBeUndefined();
    expect(areaOfText('Sylhet', 'Mirpur')).toBeUndefined();
    expect(areaOfText('Dhaka', '')).toBeUndefined();
  });

  it('orders districts nearest first from the buyer’s', () => {
    const fromGazipur = districtsByDistance('Gazipur');
    expect(fromGazipur[0]).toBe('Gazipur');
    expect(fromGazipur.indexOf('Dhaka')).toBeLessThan(fromGazipur.indexOf('Sylhet'));
    expect(fromGazipur).toHaveLength(64);
    expect(Math.round(districtDistanceKm('Dhaka', 'Chattogram'))).toBeGreaterThan(190);
    expect(Math.round(districtDistanceKm('Dhaka', 'Chattogram'))).toBeLessThan(230);
  });
});
