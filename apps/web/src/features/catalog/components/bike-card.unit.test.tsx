import type { Product } from '@best-bikes/contract';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BikeCard } from './bike-card';

const bike: Product = {
  _id: '0123456789abcdef01234567',
  category_id: '2',
  category_name: 'Bajaj',
  product_name: 'Pulsar N160',
  img: '/media/0123456789abcdef0123456789abcdef-1280.webp',
  description: 'Single owner.',
  location: 'Khulna',
  mobile: '01712345678',
  original_price: 245000,
  resale_price: 150000,
  years_of_use: 1,
  posted_date: '11-22-2026 09:05 PM',
  posted_at: '2026-11-22T15:05:00.000Z',
  milage: 9000,
  condition: 'Good',
  registration_year: 2024,
  engine_cc: 164,
  previous_owners: 0,
  district: 'Khulna',
  area: null,
  tax_token_until: '2027-06-30',
  registration_papers: true,
  seller_name: 'Tanvir Ahmed',
  seller_id: 'seller-1',
  seller_rating: null,
  email: 'tanvir@example.com',
  brand_logo: '/brands/bajaj.svg',
  status: 'Verified',
  availableStatus: 'Available',
  sold_elsewhere: false,
  advertiseStatus: '',
  bookingStatus: '',
};

const render = (props: Partial<Parameters<typeof BikeCard>[0]> = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BikeCard product={bike} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('BikeCard', () => {
  it('opens the bike from its title and its picture; the picture is out of the tab order', () => {
    const html = render();
    expect(html).toContain(
      `<a class="link-hover" href="/bikeDetails/${bike._id}" data-discover="true">Pulsar N160</a>`,
    );
    expect(html).toMatch(
      new RegExp(
        `<a tabindex="-1" aria-hidden="true" class="block h-full w-full" href="/bikeDetails/${bike._id}" data-discover="true">`,
      ),
    );
  });

  it("shows docs/product.md#screens's fields: Taka with South Asian grouping, 'Year' for one year, the verified badge", () => {
    const html = render();
    expect(html).toContain('1,50,000 Taka');
    expect(html).toContain('2,45,000 Taka');
    expect(html).toContain('>1 Year<');
    expect(html).toContain('22 Nov 2026, 9:05 PM');
    expect(html).toContain('Khulna');
    expect(html).toContain('Verified seller');
    expect(html).toContain('href="/bikeDetails/0123456789abcdef01234567#buy"');
    expect(html).toContain('srcSet="/media/0123456789abcdef0123456789abcdef-320.webp 320w');
    expect(html).toContain('loading="lazy"');
  });

  it("shows the seller's published rating, and nothing before the first review", () => {
    expect(render()).not.toContain('data-testid="seller-rating"');
    const html = render({ product: { ...bike, seller_rating: { average: 4, count: 3 } } });
    expect(html).toContain('4.0 (3)');
    expect(html).toContain('Rated 4.0 out of 5 by 3 buyers');
  });

  it("says 'Years' above one year and shows no badge for an unverified seller", () => {
    const html = render({ product: { ...bike, years_of_use: 3, status: '' }, load: 'lead' });
    expect(html).toContain('>3 Years<');
    expect(html).not.toContain('Verified seller');
    expect(html).toContain('loading="eager"');
  });

  it('says whether the tax token has run out by the day a server render recorded (ADR 0372)', () => {
    // The day travels in the page's data block under this key (entry-server.tsx).
    const queryClient = new QueryClient();
    queryClient.setQueryData(['rendered-day'], '2027-07-01');
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <BikeCard product={bike} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(html).toContain('Tax token expired 30 Jun 2027');
  });

  it('shows the facts the seller gave, and no facts list for a bike without them', () => {
    const html = render();
    expect(html).toContain('data-testid="bike-facts"');
    for (const words of [
      'Reg. 2024',
      '9,000 km',
      '164 cc',
      'First owner',
      'Tax token to 30 Jun 2027',
      'Papers present',
    ]) {
      expect(html).toContain(words);
    }
    const bare = render({
      product: {
        ...bike,
        milage: null,
        registration_year: null,
        engine_cc: null,
        previous_owners: null,
        tax_token_until: null,
        registration_papers: null,
      },
    });
    expect(bare).not.toContain('bike-facts');
  });

  it("shows no Book Now or Buy on the seller's own bike, and says why", () => {
    const html = render({ own: true, onBook: () => {} });
    expect(html).toContain('This is your own bike.');
    expect(html).not.toContain('Book Now');
    expect(html).not.toContain('>Buy<');
  });

  it('hides Book Now and Report To Admin until their flows are wired in', () => {
    const bare = render();
    expect(bare).not.toContain('Book Now');
    expect(bare).not.toContain('Report To Admin');
    const wired = render({ onBook: () => {}, onReport: () => {} });
    expect(wired).toContain('Book Now');
    expect(wired).toContain('Report To Admin');
  });
});
