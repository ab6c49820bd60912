import { describe, expect, it } from 'vitest';
import { bikeSitemap, SITEMAP_MAX_URLS, type SitemapSource, sitemapIndex } from './sitemap';

/** A catalogue of `count` live bikes (ids b000001…), recording what each query asked for. */
function fakeSource(count: number) {
  const ids = Array.from({ length: count }, (_, i) => `b${String(i + 1).padStart(6, '0')}`);
  const asked: number[] = [];
  const source: SitemapSource = {
    countLiveBikes: async () => ids.length,
    liveBikeIdAt: async (position) => ids[position],
    liveBikes: async (afterId, limit) => {
      asked.push(limit);
      const from = afterId === undefined ? 0 : ids.indexOf(afterId) + 1;
      return ids.slice(from, from + limit).map((id) => ({ id, updatedAt: new Date('2026-11-01T00:00:00Z') }));
    },
    brands: async () => [],
  };
  return { source, asked };
}

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('the sitemaps of bikes', () => {
  it('splits at 50,000 addresses: each bike in exactly one file, in order', async () => {
    const { source } = fakeSource(SITEMAP_MAX_URLS + 3);
    const first = await read((await bikeSitemap(source, 'https://x', 1)) as NodeJS.ReadableStream);
    const second = await read((await bikeSitemap(source, 'https://x', 2)) as NodeJS.ReadableStream);
    const locs = (xml: string) =>
      [...xml.matchAll(/<loc>https:\/\/x\/bikeDetails\/(b\d+)<\/loc>/g)].map((m) => m[1]);
    expect(locs(first)).toHaveLength(SITEMAP_MAX_URLS);
    expect(locs(second)).toEqual(['b050001', 'b050002', 'b050003']);
    expect(await bikeSitemap(source, 'https://x', 3)).toBeUndefined();
    expect(sitemapIndex('https://x', 2, ['brands'])).toContain('<loc>https://x/sitemaps/bikes-2.xml</loc>');
  });

  it('reads the catalogue a chunk at a time, only as fast as the file is sent', async () => {
    const { source, asked } = fakeSource(10_000);
    const stream = (await bikeSitemap(source, 'https://x', 1)) as AsyncIterable<string>;
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    // The head and one chunk sent: one query so far, for no more than a chunk.
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(Math.max(...asked)).toBeLessThanOrEqual(2_000);
    await iterator.return?.();
  });

  it('writes an empty but valid first file when no bike is live', async () => {
    const { source } = fakeSource(0);
    const xml = await read((await bikeSitemap(source, 'https://x', 1)) as NodeJS.ReadableStream);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]*>\n<\/urlset>\n$/);
  });
});
