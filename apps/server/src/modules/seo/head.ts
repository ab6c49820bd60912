import type { BlogPost, Category, Locale, Product } from '@best-bikes/contract';
import {
  DISTRICT_NAMES_BN,
  type District,
  mediaPreviewImage,
  PREVIEW_IMAGE,
} from '@best-bikes/contract/constants';
import { escapeHtml } from '../../lib/html';
import { translator } from '../../lib/i18n';
import { bikeJsonLd, jsonLdScript, listJsonLd } from './structured-data';

/**
 * What the first HTML of a page says about it before any JavaScript runs (docs/product.md#found-and-shared):
 * the `<title>` and description that replace the app's defaults, the tags added to `<head>` (canonical
 * address, language versions, Open Graph and Twitter previews, JSON-LD), the status (410 for a bike
 * that is gone) and whether search engines may index it.
 */
export interface PageHead {
  title: string;
  description: string;
  tags: string[];
  status?: 404 | 410;
  noindex?: boolean;
  /** What the page's root holds before the app runs (a gone bike's links to similar ones). */
  body?: string;
}

/** Where the page is and in which language it was asked for. */
export interface PageAddress {
  /** The site's public address, without a trailing slash (BASE_URL). */
  baseUrl: string;
  pathname: string;
  /** The query without `lang` (the language is the page's, told by `lang`). */
  search: URLSearchParams;
  lang: Locale;
}

const DESCRIPTION_MAX = 200;
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/** A page that only its visitor should see: never indexed, whatever a link to it says. */
export function noindexHead(lang: Locale): PageHead {
  const t = translator(lang);
  return { title: t.t('seo.site'), description: '', tags: [], noindex: true };
}

/** The address of a page in a language: English's has no `lang`, Bangla's has `?lang=bn`. */
export function pageUrl(address: Pick<PageAddress, 'baseUrl' | 'pathname' | 'search'>, lang: Locale): string {
  const search = new URLSearchParams(address.search);
  search.delete('lang');
  if (lang !== 'en') search.set('lang', lang);
  const query = search.toString();
  return `${address.baseUrl}${address.pathname}${query ? `?${query}` : ''}`;
}

export function absoluteUrl(baseUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Cuts a text at a word boundary so a preview shows whole words, with an ellipsis when cut. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

interface Preview {
  title: string;
  description: string;
  type: 'website' | 'product' | 'article';
  image?: string;
  imageAlt?: string;
  extra?: string[];
}

/** The tags every indexed page has: canonical, both language versions, Open Graph and Twitter. */
function previewTags(address: PageAddress, preview: Preview): string[] {
  const meta = (property: string, content: string, attribute = 'property') =>
    `<meta ${attribute}="${property}" content="${escapeHtml(content)}">`;
  const canonical = pageUrl(address, address.lang);
  const other: Locale = address.lang === 'en' ? 'bn' : 'en';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(pageUrl(address, 'en'))}">`,
    `<link rel="alternate" hreflang="bn" href="${escapeHtml(pageUrl(address, 'bn'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(address, 'en'))}">`,
    meta('og:site_name', 'Best Bikes'),
    meta('og:type', preview.type),
    meta('og:url', canonical),
    meta('og:title', preview.title),
    meta('og:description', preview.description),
    meta('og:locale', OG_LOCALE[address.lang]),
    meta('og:locale:alternate', OG_LOCALE[other]),
    meta('twitter:card', preview.image ? 'summary_large_image' : 'summary', 'name'),
    meta('twitter:title', preview.title, 'name'),
    meta('twitter:description', preview.description, 'name'),
  ];
  if (preview.image) {
    tags.push(meta('og:image', preview.image), meta('twitter:image', preview.image, 'name'));
    // Our photos' previews are cut to one size (`mediaPreviewImage`): apps draw them without fetching first.
    if (/\/media\/og\/[0-9a-f]{32}\.jpg$/.test(preview.image)) {
      tags.push(
        meta('og:image:type', 'image/jpeg'),
        meta('og:image:width', String(PREVIEW_IMAGE.width)),
        meta('og:image:height', String(PREVIEW_IMAGE.height)),
      );
    }
    if (preview.imageAlt) {
      tags.push(meta('og:image:alt', preview.imageAlt), meta('twitter:image:alt', preview.imageAlt, 'name'));
    }
  }
  return [...tags, ...(preview.extra ?? [])];
}

function withSite(title: string): string {
  return `${title} - Best Bikes`;
}

/** A bike's page: its model, price, place, first photo and facts; 410 once sold. */
export function bikeHead(address: PageAddress, bike: Product): PageHead {
  const t = translator(address.lang);
  const name = `${bike.category_name} ${bike.product_name}`;
  const district =
    address.lang === 'bn' ? (DISTRICT_NAMES_BN[bike.district as District] ?? bike.district) : bike.district;
  const area = address.lang === 'bn' && bike.area_bn ? bike.area_bn : bike.area;
  const place = area ? `${area}, ${district}` : district;
  const price = t.taka(bike.resale_price);
  const canonical = pageUrl(address, address.lang);
  const absolute = (url: string) => absoluteUrl(address.baseUrl, url);
  const title = withSite(t.t('seo.bike.title', { bike: name, price, place }));
  const owners =
    bike.previous_owners === null
      ? t.t('seo.bike.owners-unknown')
      : bike.previous_owners <= 1
        ? t.t('seo.bike.first-owner')
        : t.t('seo.bike.owners', { count: t.number(bike.previous_owners) });
  const description = shorten(
    t.t('seo.bike.description', {
      bike: name,
      year:
        bike.registration_year === null
          ? t.t('seo.bike.year-unknown')
          : t.number(bike.registration_year).replace(/,/g, ''),
      km:
        bike.milage === null ? t.t('seo.bike.km-unknown') : t.t('seo.bike.km', { km: t.number(bike.milage) }),
      owners,
      price,
      place,
      text: bike.description,
    }),
  );
  const sold = bike.availableStatus === 'Sold';
  const image = absolute(mediaPreviewImage(bike.img));
  return {
    title: sold ? withSite(t.t('seo.bike.gone', { bike: name })) : title,
    description,
    status: sold ? 410 : undefined,
    noindex: sold,
    tags: previewTags(address, {
      title,
      description,
      type: 'product',
      image,
      imageAlt: name,
      extra: [
        `<meta property="product:price:amount" content="${bike.resale_price}">`,
        '<meta property="product:price:currency" content="BDT">',
        jsonLdScript(bikeJsonLd(bike, canonical, absolute)),
      ],
    }),
  };
}

/** A brand's listing: its name, how many bikes, and the first page of them as an ItemList. */
export function brandHead(
  address: PageAddress,
  brand: Category,
  page: { bikeIds: readonly string[]; total: number },
): PageHead {
  const t = translator(address.lang);
  const title = withSite(t.t('seo.brand.title', { brand: brand.category_name }));
  const description = t.t('seo.brand.description', {
    brand: brand.category_name,
    count: t.number(page.total),
  });
  const bikeUrl = (id: string) =>
    pageUrl(
      { ...address, pathname: `/bikeDetails/${encodeURIComponent(id)}`, search: new URLSearchParams() },
      address.lang,
    );
  return {
    title,
    description,
    tags: previewTags(address, {
      title,
      description,
      type: 'website',
      image: brand.img ? absoluteUrl(address.baseUrl, mediaPreviewImage(brand.img)) : undefined,
      imageAlt: brand.category_name,
      extra: [jsonLdScript(listJsonLd(title, pageUrl(address, address.lang), page.bikeIds.map(bikeUrl)))],
    }),
  };
}

/** The home page: what the shop is, with the live counts. */
export function homeHead(
  address: PageAddress,
  counts: { bikes: number; brands: number },
  cover?: string,
): PageHead {
  const t = translator(address.lang);
  const title = t.t('seo.home.title');
  const description = t.t('seo.home.description', {
    count: t.number(counts.bikes),
    brands: t.number(counts.brands),
  });
  return {
    title,
    description,
    tags: previewTags(address, {
      title,
      description,
      type: 'website',
      image: cover ? absoluteUrl(address.baseUrl, mediaPreviewImage(cover)) : undefined,
    }),
  };
}

/** A page whose words do not depend on the data: the search across all brands, the blog. */
export function plainHead(address: PageAddress, page: 'bikes' | 'blogs' | 'safety'): PageHead {
  const t = translator(address.lang);
  const title = withSite(t.t(`seo.${page}.title`));
  const description = t.t(`seo.${page}.description`);
  return { title, description, tags: previewTags(address, { title, description, type: 'website' }) };
}

/** A seller's page (docs/product.md#seller-pages): their name and how many bikes they have for sale. */
export function sellerHead(address: PageAddress, seller: { name: string; total: number }): PageHead {
  const t = translator(address.lang);
  const count = t.number(seller.total);
  const title = withSite(t.t('seo.seller.title', { name: seller.name }));
  const description = shorten(t.t('seo.seller.description', { name: seller.name, count }));
  return { title, description, tags: previewTags(address, { title, description, type: 'website' }) };
}

/**
 * A blog post's page (docs/product.md#blog): its title, its excerpt, its cover. The canonical address
 * is the post's own language's; the language versions are named only when the other language has
 * the same post.
 */
export function blogPostHead(address: PageAddress, post: BlogPost): PageHead {
  const title = withSite(post.title);
  const description = shorten(post.excerpt);
  const own: PageAddress = {
    ...address,
    pathname: `/blogs/${encodeURIComponent(post.slug)}`,
    search: new URLSearchParams(),
    lang: post.language,
  };
  const translated = post.languages.includes('en') && post.languages.includes('bn');
  const tags = previewTags(own, {
    title,
    description,
    type: 'article',
    image: post.cover ? absoluteUrl(address.baseUrl, mediaPreviewImage(post.cover)) : undefined,
    imageAlt: post.cover ? post.title : undefined,
    extra: [`<meta property="article:published_time" content="${escapeHtml(post.published_at)}">`],
  }).filter(
    (tag) =>
      translated || !(tag.startsWith('<link rel="alternate"') || tag.includes('"og:locale:alternate"')),
  );
  return { title, description, tags };
}

/**
 * The first HTML of a sold or removed bike's page (410): where to go instead, as plain links that
 * crawlers follow and a person sees before the app runs (the app then draws the same page).
 */
export function goneBody(address: PageAddress, similar: Product[]): string {
  const t = translator(address.lang);
  const link = (pathname: string) =>
    escapeHtml(pageUrl({ baseUrl: '', pathname, search: new URLSearchParams() }, address.lang));
  const items = similar.map(
    (bike) =>
      `<li><a href="${link(`/bikeDetails/${encodeURIComponent(bike._id)}`)}">${escapeHtml(
        `${bike.category_name} ${bike.product_name}`,
      )}</a>, ${escapeHtml(t.taka(bike.resale_price))}</li>`,
  );
  const brand = similar[0];
  return [
    '<main data-testid="gone-first-html">',
    `<h1>${escapeHtml(t.t('seo.gone.heading'))}</h1>`,
    items.length > 0 ? `<h2>${escapeHtml(t.t('seo.gone.similar'))}</h2><ul>${items.join('')}</ul>` : '',
    brand
      ? `<p><a href="${link(`/category/${encodeURIComponent(brand.category_id)}`)}">${escapeHtml(
          t.t('seo.gone.brand', { brand: brand.category_name }),
        )}</a></p>`
      : `<p><a href="${link('/bikes')}">${escapeHtml(t.t('seo.gone.all'))}</a></p>`,
    '</main>',
  ].join('');
}
