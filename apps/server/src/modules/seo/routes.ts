import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../lib/errors';
import {
  type BlogSitemapSource,
  bikeSitemap,
  blogEntries,
  robotsTxt,
  SITEMAP_MAX_URLS,
  type SitemapSource,
  sitemapIndex,
  urlSet,
} from './sitemap';

/** Crawlers may ask again after an hour: listings change through the day, not by the second. */
const CRAWLER_CACHE = 'public, max-age=3600';
/** The pages every visitor can open that no listing names (the fixed part of the sitemap). */
const FIXED_PAGES = ['/', '/bikes', '/blogs', '/buying-safely', '/contactUs'];

export async function seoRoutes(
  app: FastifyInstance,
  {
    source,
    blog,
    baseUrl,
    privatePrefixes,
  }: {
    source: SitemapSource;
    blog: BlogSitemapSource;
    baseUrl: string;
    privatePrefixes: readonly string[];
  },
) {
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(robotsTxt(baseUrl, privatePrefixes)),
  });

  app.get('/sitemap.xml', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => {
      const bikes = await source.countLiveBikes();
      return reply
        .type(xml)
        .header('cache-control', CRAWLER_CACHE)
        .send(sitemapIndex(baseUrl, Math.ceil(bikes / SITEMAP_MAX_URLS), ['brands', 'pages', 'blogs']));
    },
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { name } = request.params;
      reply.type(xml).header('cache-control', CRAWLER_CACHE);
      if (name === 'brands.xml') {
        const brands = await source.brands();
        return reply.send(
          urlSet(
            baseUrl,
            brands.map((brand) => ({
              path: `/category/${encodeURIComponent(brand.id)}`,
              lastmod: brand.updatedAt,
            })),
          ),
        );
      }
      if (name === 'pages.xml')
        return reply.send(
          urlSet(
            baseUrl,
            FIXED_PAGES.map((path) => ({ path })),
          ),
        );
      if (name === 'blogs.xml') return reply.send(urlSet(baseUrl, await blogEntries(blog)));
      const number = /^bikes-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
      const stream = number ? await bikeSitemap(source, baseUrl, Number(number)) : undefined;
      // The first sitemap of bikes exists even before the first bike (the index always names it).
      if (!stream) throw new NotFound('There is no such sitemap.');
      return reply.send(stream);
    },
  });
}
