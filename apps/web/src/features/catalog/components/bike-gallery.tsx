import { IMAGE_SIZES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image';

const MAIN_SIZES = IMAGE_SIZES.bikePhoto;

/**
 * A bike's photos on its page (docs/product.md#seller-and-admin-tools): swipe between them on a phone (CSS scroll snap), the arrow
 * keys or the previous/next buttons elsewhere, thumbnails to jump, and a zoom dialog with the large
 * size. Only the first photo loads at once (the page's lead picture); the others load when shown.
 */
export function BikeGallery({ photos, name }: { photos: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Where a button or key sent the track: its smooth scroll passes other photos on the way, which
  // must not become the current one.
  const heading = useRef<number | null>(null);
  const count = photos.length;
  const alt = (i: number) => {
    const position = i + 1;
    return count > 1 ? t`${name}, photo ${position} of ${count}` : name;
  };

  function go(next: number, smooth = true) {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    // Before React renders it: a resize in between must keep this photo, not the one before.
    shownIndex.current = target;
    const el = track.current;
    // A zero-width track (hidden behind the open dialog on some layouts) has nothing to scroll.
    // Also when a scroll to another photo is still on its way (a key pressed again mid-way).
    const away = el && Math.abs(el.scrollLeft - target * el.clientWidth) >= 2;
    if (el && el.clientWidth > 0 && (away || (heading.current !== null && heading.current !== target))) {
      heading.current = target;
      el.scrollTo({ left: target * el.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    }
  }

  function onKeyDown(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>) {
    if (count < 2) return;
    const to =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    go(to);
  }

  // A swipe (or a scroll) settles on one photo: that one is the current photo.
  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const shown = Math.round(el.scrollLeft / el.clientWidth);
    if (heading.current !== null) {
      if (Math.abs(el.scrollLeft - heading.current * el.clientWidth) < 2) heading.current = null;
      return;
    }
    if (shown !== index && shown >= 0 && shown < count) setIndex(shown);
  }

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (zoomed && !el.open) {
      el.showModal();
      closeButton.current?.focus();
    }
    if (!zoomed && el.open) el.close();
  }, [zoomed]);

  // A new width (a phone turned, a window resized) keeps the current photo in view.
  const shownIndex = useRef(index);
  shownIndex.current = index;
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width || el.clientWidth === 0) return;
      width = el.clientWidth;
      // Mid-way to a photo a key or button chose, that photo is the one to keep in view.
      const keep = heading.current ?? shownIndex.current;
      const left = keep * width;
      if (Math.abs(el.scrollLeft - left) < 2) return;
      heading.current = keep;
      el.scrollTo({ left, behavior: 'instant' });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // While zoomed, the arrow keys move between photos wherever the focus is (the dialog is modal).
  const step = useRef(onKeyDown);
  step.current = onKeyDown;
  useEffect(() => {
    if (!zoomed) return;
    const listener = (event: globalThis.KeyboardEvent) => {
      const inGallery = event.target instanceof Node && dialog.current?.contains(event.target);
      // Keys inside the dialog already reach the gallery through React.
      if (!inGallery) step.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [zoomed]);

  const current = photos[index] ?? photos[0] ?? '';

  return (
    <section
      className="flex flex-col gap-2"
      data-testid="bike-gallery"
      aria-roledescription="carousel"
      aria-label={t`Photos of ${name}`}
      onKeyDown={onKeyDown}
    >
      <div className="relative">
        <ul
          ref={track}
          // Focusable so the keyboard reaches it (and the arrow keys with it); a scrolling region must be.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={count > 1 ? t`Photos: use the arrow keys to move between them` : t`Photo`}
          onScroll={onScroll}
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-box bg-base-200 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          data-testid="gallery-track"
        >
          {photos.map((url, i) => (
            <li
              key={url}
              className="h-full w-full shrink-0 snap-center snap-always"
              aria-current={i === index ? 'true' : undefined}
            >
              <MediaImage
                src={url}
                alt={alt(i)}
                sizes={MAIN_SIZES}
                load={i === 0 ? 'lead' : 'lazy'}
                className="h-full w-full"
                data-testid="gallery-photo"
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <GalleryButton
              label={t`Previous photo`}
              className="absolute start-2 top-1/2 -translate-y-1/2"
              disabled={index === 0}
              onClick={() => go(index - 1)}
              path="M15 18l-6-6 6-6"
            />
            <GalleryButton
              label={t`Next photo`}
              className="absolute end-2 top-1/2 -translate-y-1/2"
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
              path="M9 18l6-6-6-6"
            />
            <span
              className="badge badge-neutral absolute bottom-2 start-2"
              aria-live="polite"
              data-testid="gallery-position"
            >
              {index + 1} / {count}
            </span>
          </>
        ) : null}
        <GalleryButton
          label={t`Zoom photo`}
          className="absolute bottom-2 end-2"
          onClick={() => setZoomed(true)}
          path="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M11 8v6M8 11h6"
        />
      </div>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label={t`Choose a photo`}>
          {photos.map((url, i) => {
            const position = i + 1;
            return (
              <li key={url} className="shrink-0">
                <button
                  type="button"
                  className={`block overflow-hidden rounded-field border-2 ${
                    i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'
                  }`}
                  aria-label={t`Show photo ${position} of ${count}`}
                  aria-pressed={i === index}
                  onClick={() => go(i)}
                  data-testid="gallery-thumb"
                >
                  <MediaImage src={url} alt="" sizes="80px" width={80} height={60} className="h-12 w-16" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin */}
      <dialog
        ref={dialog}
        // Not daisyUI's .modal: it fades in from `visibility: hidden`, which makes the opening focus miss.
        className="m-auto max-h-[96vh] w-11/12 max-w-6xl rounded-box bg-base-100 p-2 text-base-content shadow-xl backdrop:bg-black/75 sm:p-4"
        aria-label={alt(index)}
        onClose={() => setZoomed(false)}
        // A click on the backdrop (outside the box) closes it, as Escape does.
        onClick={(event) => {
          if (event.target === event.currentTarget) setZoomed(false);
        }}
        data-testid="gallery-zoom"
      >
        <div>
          {zoomed ? (
            <MediaImage
              src={current}
              alt={alt(index)}
              sizes="(min-width: 1280px) 1152px, 92vw"
              load="lead"
              className="max-h-[80vh] w-full rounded-box object-contain!"
            />
          ) : null}
          <div className="mt-2 flex items-center justify-between gap-2">
            {count > 1 ? (
              <div className="flex items-center gap-2">
                <GalleryButton
                  label={t`Previous photo`}
                  disabled={index === 0}
                  onClick={() => go(index - 1)}
                  path="M15 18l-6-6 6-6"
                />
                <span className="text-sm">
                  {index + 1} / {count}
                </span>
                <GalleryButton
                  label={t`Next photo`}
                  disabled={index === count - 1}
                  onClick={() => go(index + 1)}
                  path="M9 18l6-6-6-6"
                />
              </div>
            ) : (
              <span />
            )}
            <form method="dialog">
              <button ref={closeButton} type="submit" className="btn btn-sm">
                <Trans>Close</Trans>
              </button>
            </form>
          </div>
        </div>
      </dialog>
    </section>
  );
}

function GalleryButton({
  label,
  path,
  onClick,
  disabled,
  className = '',
}: {
  label: string;
  path: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-circle btn-sm border-base-300 bg-base-100/90 shadow ${className}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
