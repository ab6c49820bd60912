import { IMAGE_SIZES, mediaSrcSet } from '@best-bikes/contract/constants';
import type { ImgHTMLAttributes } from 'react';

/**
 * An image from our media store with responsive sizes. Width and height fix the aspect ratio so
 * nothing shifts while it loads; below-the-fold images load lazily (pass eager for the first ones).
 */
export function MediaImage({
  src,
  alt,
  sizes = IMAGE_SIZES.card,
  eager = false,
  width = 1200,
  height = 900,
  className = '',
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; eager?: boolean }) {
  return (
    <img
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`bg-base-200 object-cover ${className}`}
      {...rest}
    />
  );
}
