import { IMAGE_SIZES, mediaSrcSet } from '@best-bikes/contract/constants';
import type { ImgHTMLAttributes } from 'react';
import { useAfterLeadPicture } from '../../lib/use-after-lead-picture';

/**
 * When a picture loads:
 * - `lead`: the page's largest picture (what Lighthouse and the eye wait for): at once, before the rest;
 * - `early`: in view at once on a wide screen, but behind the lead: on a phone's slow link it would
 *   otherwise share the bandwidth with the one picture the phone actually shows;
 * - `lazy`: when it nears the viewport.
 * On the page a visitor opens, `early` and `lazy` pictures also wait for the lead to arrive: the
 * browser's lazy loading fetches everything within ~1,250 px at once, so on a phone four more card
 * pictures (80 KB) shared the slow link with the app's code and the lead picture, and the page
 * showed later (docs/performance.md, web budget).
 */
export type MediaLoad = 'lead' | 'early' | 'lazy';

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    /** Element Timing's name for the picture: the browser records when it is shown (ADR 0441). */
    elementtiming?: string;
  }
}

/**
 * An image from our media store with responsive sizes. Width and height fix the aspect ratio so
 * nothing shifts while it loads.
 */
export function MediaImage({
  src,
  alt,
  sizes = IMAGE_SIZES.card,
  load = 'lazy',
  width = 1200,
  height = 900,
  className = '',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> & {
  src: string;
  alt: string;
  load?: MediaLoad;
}) {
  const afterLead = useAfterLeadPicture();
  if (load !== 'lead' && !afterLead) {
    // The picture's box, so nothing moves when it arrives.
    return (
      <div
        aria-hidden="true"
        className={`bg-base-200 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  return (
    <img
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      // The lead is drawn in the frame it arrives in, so the page's first paint with it is its largest
      // (the app's code waits for that paint on a page the server drew, ADR 0390).
      decoding={load === 'lead' ? 'sync' : 'async'}
      fetchPriority={load === 'lead' ? 'high' : load === 'early' ? 'low' : undefined}
      // The browser's record of the lead shown, which the app's code waits for (app-boot.js, ADR 0441).
      elementtiming={load === 'lead' ? 'lead' : undefined}
      className={`bg-base-200 object-cover ${className}`}
      {...rest}
    />
  );
}
