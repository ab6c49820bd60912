import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Reveal } from '../../../components/ui/reveal';
import { useBrowserValue } from '../../../lib/use-browser-value';
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
  // This browser's list (localStorage): a page the server rendered hydrates without it, then shows it.
  const returning = useBrowserValue(() => readRecentlyViewed().length > 0, false);
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
