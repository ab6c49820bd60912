import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createKeptPages } from './kept-pages';

/** A page of about `kb` KB that compresses as real markup does (repeated, not random). */
function page(name: string, kb: number): string {
  const card = `<article class="card"><h3>${name}</h3><p>Tax token to 2027, 12,500 km</p></article>`;
  return `<!doctype html><html><body>${card.repeat(Math.ceil((kb * 1024) / card.length))}</body></html>`;
}

describe('kept pages (ADR 0395)', () => {
  it('serves a page only at the version it was kept under', () => {
    const kept = createKeptPages();
    kept.keep('en\u0000/category/1\u0000', 'v1', { status: 200, noindex: false, html: page('a', 4) });
    expect(kept.get('en\u0000/category/1\u0000', 'v1')?.html.toString('utf8')).toBe(page('a', 4));
    expect(kept.get('en\u0000/category/1\u0000', 'v2')).toBeUndefined();
    expect(kept.get('bn\u0000/category/1\u0000', 'v1')).toBeUndefined();
  });

  it('makes each compressed copy once, and it unpacks to the page', () => {
    const kept = createKeptPages();
    const html = page('বাজাজ পালসার', 20);
    kept.keep('k', 'v', { status: 200, noindex: false, html });
    const br = kept.get('k', 'v')?.compressed('br');
    const gzip = kept.get('k', 'v')?.compressed('gzip');
    expect(brotliDecompressSync(br ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    expect(kept.get('k', 'v')?.compressed('br')).toBe(br);
  });

  it('remakes a page sent again in Brotli’s best quality, off the request, to the same page', async () => {
    const kept = createKeptPages();
    const html = `${page('Yamaha FZS', 30)}<style>${'.card{display:flex}'.repeat(200)}</style>`;
    kept.keep('k', 'v', { status: 200, noindex: false, html });
    const quick = kept.get('k', 'v')?.compressed('br') ?? Buffer.alloc(0);
    // Sent again: still the quick copy, while the best one is made.
    expect(kept.get('k', 'v')?.compressed('br')).toBe(quick);
    await vi.waitFor(() => expect(kept.get('k', 'v')?.compressed('br')).not.toBe(quick));
    const best = kept.get('k', 'v')?.compressed('br') ?? Buffer.alloc(0);
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).toString('utf8')).toBe(html);
    // Counted with its new copy.
    expect(kept.bytes).toBeLessThan(Buffer.byteLength(html) + quick.length + 1_000);
  });

  it('never holds more than its bound, counting the copies, and forgets the least recently used', () => {
    const maxBytes = 200_000;
    const kept = createKeptPages({ maxBytes });
    for (let i = 0; i < 40; i++) {
      kept.keep(`page ${i}`, 'v', { status: 200, noindex: false, html: page(`bike ${i}`, 30) });
      kept.get(`page ${i}`, 'v')?.compressed('br');
      kept.get(`page ${i}`, 'v')?.compressed('gzip');
      // The first page is asked for all along: it stays while others go.
      kept.get('page 0', 'v');
      expect(kept.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(kept.get('page 0', 'v')).toBeDefined();
    expect(kept.get('page 1', 'v')).toBeUndefined();
    expect(kept.get('page 39', 'v')).toBeDefined();
    expect(kept.size).toBeLessThan(40);
    const before = kept.bytes;
    kept.keep('small', 'v', { status: 200, noindex: false, html: '<p>x</p>' });
    expect(kept.bytes).toBeGreaterThan(0);
    expect(kept.bytes).toBeLessThanOrEqual(maxBytes);
    expect(before).toBeGreaterThan(maxBytes / 2);
    // A page larger than the whole bound is not kept at all.
    kept.keep('huge', 'v', { status: 200, noindex: false, html: page('huge', 300) });
    expect(kept.get('huge', 'v')).toBeUndefined();
    expect(kept.bytes).toBeLessThanOrEqual(maxBytes);
  });
});
