import type { Category } from '@best-bikes/contract';
import { COPY, IMAGE_SIZES, ROUTES, routePath, SHOP } from '@best-bikes/contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { useCategories } from '../../catalog';

const ADVANCE_MS = 6000;
// Two lines reserved for the title and for the text, so the slide has one height whatever it says
// (the placeholder shown while the brands load included): nothing below the carousel moves.
const TITLE = 'mt-3 min-h-[2lh] text-3xl font-extrabold sm:text-5xl';
const TEXT = 'mt-3 min-h-[2lh] max-w-lg text-base sm:text-lg';

const LINES: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  Yamaha: {
    title: msg`Yamaha, checked and fairly priced`,
    text: msg`FZS, R15, MT-15 and more from owners all over Bangladesh.`,
  },
  Bajaj: {
    title: msg`Bajaj for every road and budget`,
    text: msg`Pulsar, Discover and Platina with their papers and history.`,
  },
  Suzuki: {
    title: msg`Suzuki, ready to ride home`,
    text: msg`Gixxer, Intruder and Hayate, with verified sellers.`,
  },
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The visitor's motion setting. A page the server rendered (ADR 0370) hydrates as if motion were
 * allowed, as the server drew it, then follows the setting: read in the first render, it drew a
 * different pause button from the server's markup.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** How many brands the carousel shows (the original three's worth). */
const CAROUSEL_SLIDES = 3;

/**
 * docs/product.md#purpose slide carousel, after the WAI-ARIA carousel pattern: previous/next and slide picker
 * buttons, a pause button, and auto-advance that stops while hovered or focused, when the user
 * paused it, and always under prefers-reduced-motion. Slides show the brand pictures from /api/categories.
 */
export function HeroCarousel() {
  const { data: brands = [] } = useCategories();
  // The first brands in the admins' order: every slide's picture is fetched as the page opens (the
  // slides sit beside each other), so 28 brands made the first load 0.5 MB heavier.
  const categories = brands.slice(0, CAROUSEL_SLIDES);
  const { i18n, t } = useLingui();
  const lines = (c: Category) => {
    const known = LINES[c.category_name];
    const name = c.category_name;
    return known
      ? { title: i18n._(known.title), text: i18n._(known.text) }
      : { title: t`${name} bikes`, text: t`Quality used motorbikes at fair prices.` };
  };
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = categories.length;
  const rotating = count > 1 && !paused && !hovered && !focused && !reduced;
  const rootRef = useRef<HTMLElement>(null);

  const go = useCallback((next: number) => setIndex(count ? (next + count) % count : 0), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % count);
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={t`Bike brands we sell`}
      className="overflow-hidden bg-gradient-to-br from-primary to-secondary pb-6 text-primary-content"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="hero-carousel"
    >
      <div className="mx-auto max-w-6xl px-6 pt-10 pb-4 sm:px-10 md:pt-14">
        <h1 className="text-sm font-semibold uppercase tracking-[0.3em] opacity-90">{SHOP.name}</h1>
        {/* Slides share one grid cell, so the carousel is as tall as its tallest slide and never jumps. */}
        <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
          {count === 0 ? (
            // Until the brands arrive: a slide of the same shape (text, button, 4:3 picture), so the
            // sections below do not move when the first real slide replaces it.
            <div className="col-start-1 row-start-1 grid items-center gap-6 md:grid-cols-2 md:gap-10">
              <div>
                <p className={TITLE}>{i18n._(COPY.footer.tagline)}</p>
                <p className={TEXT} />
                <span className="btn btn-accent btn-disabled invisible mt-6" aria-hidden="true">
                  &nbsp;
                </span>
              </div>
              <div className="aspect-[4/3] rounded-box bg-black/10" />
            </div>
          ) : null}
          {categories.map((category, i) => {
            const active = i === index;
            const { title, text } = lines(category);
            const name = category.category_name;
            const position = i + 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
              <div
                key={category._id}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${position} of ${count}`}
                inert={!active}
                aria-hidden={!active}
                className={`col-start-1 row-start-1 grid items-center gap-6 transition-opacity duration-700 md:grid-cols-2 md:gap-10 ${
                  active ? 'opacity-100' : 'opacity-0'
                }`}
              >
                <div>
                  <p className={TITLE} data-testid={active ? 'slide-title' : undefined}>
                    {title}
                  </p>
                  <p className={TEXT}>{text}</p>
                  <Link to={routePath(ROUTES.category, { id: category._id })} className="btn btn-accent mt-6">
                    <Trans>See {name} Bikes</Trans>
                  </Link>
                </div>
                <figure className="aspect-[4/3] overflow-hidden rounded-box shadow-2xl">
                  <MediaImage
                    src={category.img}
                    alt={t`${name} bikes`}
                    sizes={IMAGE_SIZES.hero}
                    load={i === 0 ? 'lead' : 'lazy'}
                    className="h-full w-full"
                  />
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex h-12 items-center justify-center gap-2 pt-4">
          <button
            type="button"
            className="btn btn-circle btn-sm btn-ghost bg-black/30 text-white"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused || reduced ? t`Start slide rotation` : t`Stop slide rotation`}
            disabled={reduced}
          >
            {paused || reduced ? '▶' : '❚❚'}
          </button>
          <button
            type="button"
            className="btn btn-circle btn-sm btn-ghost bg-black/30 text-white"
            onClick={() => go(index - 1)}
            aria-label={t`Previous slide`}
          >
            ‹
          </button>
          {categories.map((c, i) => {
            const position = i + 1;
            const name = c.category_name;
            return (
              <button
                key={c._id}
                type="button"
                // A 24 px target (WCAG 2.2 target size) around a 12 px dot.
                className="flex h-6 w-6 items-center justify-center"
                onClick={() => go(i)}
                aria-label={t`Show slide ${position}: ${name}`}
                aria-current={i === index ? 'true' : undefined}
              >
                <span
                  className={`h-3 w-3 rounded-full border border-white ${i === index ? 'bg-white' : 'bg-white/20'}`}
                />
              </button>
            );
          })}
          <button
            type="button"
            className="btn btn-circle btn-sm btn-ghost bg-black/30 text-white"
            onClick={() => go(index + 1)}
            aria-label={t`Next slide`}
          >
            ›
          </button>
        </div>
      ) : (
        // The controls' room is kept while the brands load, for the same reason as the slide's.
        <div className="h-12" />
      )}
    </section>
  );
}
