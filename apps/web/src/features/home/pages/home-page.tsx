import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Reveal } from '../../../components/ui/reveal';
import { useTitle } from '../../../lib/use-title';
import { RecentlyViewed, readRecentlyViewed } from '../../recently-viewed';
import { BrandGrid } from '../components/brand-grid';
import { Commitments } from '../components/commitments';
import { DeferredContactSection } from '../components/deferred-contact-section';
import { DeferredLaterSections } from '../components/deferred-later-sections';
import { HeroCarousel } from '../components/hero-carousel';

/**
 * docs/product.md#purpose home, in product.md's order: carousel, Our Commitments, Bike Brands, Gallery, Advertised
 * Products (only when there are some), contact section. Everything here imports contract
 * constants only, no zod: this is the first page most phones load.
 */
export function HomePage() {
  const { t } = useLingui();
  useTitle(t`Home`);
  const returning = readRecentlyViewed().length > 0;
  return (
    <>
      <HeroCarousel />
      {returning ? (
        <Suspense fallback={null}>
          <RecentlyViewed />
        </Suspense>
      ) : null}
      <Commitments />
      <Reveal>
        <BrandGrid />
      </Reveal>
      <DeferredLaterSections />
      <DeferredContactSection />
    </>
  );
}
