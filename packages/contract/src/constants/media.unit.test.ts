import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_PICTURES, logoPicture } from './media';

describe('logoPicture', () => {
  it('shows an app brand logo as the WebP the build draws from its SVG', () => {
    expect(logoPicture('/brands/yamaha.svg')).toBe('/brands/yamaha.webp');
    expect(logoPicture('/brands/h-power.svg')).toBe('/brands/h-power.webp');
  });

  it('leaves an uploaded logo and any other address as they are', () => {
    const uploaded = '/media/0123456789abcdef0123456789abcdef-1280.webp';
    expect(logoPicture(uploaded)).toBe(uploaded);
    expect(logoPicture('/brands/../secret.svg')).toBe('/brands/../secret.svg');
    expect(logoPicture('https://example.com/brands/x.svg')).toBe('https://example.com/brands/x.svg');
  });

  it('names a picture the build draws for every brand SVG the app ships', () => {
    const brands = path.resolve(import.meta.dirname, '../../../../apps/web/public/brands');
    const svgs = readdirSync(brands).filter((name) => name.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(0);
    for (const name of svgs) expect(logoPicture(`/brands/${name}`)).toMatch(/^\/brands\/[\w-]+\.webp$/);
    expect(LOGO_PICTURES.app.map((p) => p.file)).toContain('/favicon-48.png');
  });
});
