import { logoPicture } from '@best-bikes/contract/constants';

/** The sizes a brand's logo is shown at (px), with the Tailwind classes that keep that box. */
const SIZES = { 24: 'h-6 w-6', 28: 'h-7 w-7', 32: 'h-8 w-8' } as const;

/**
 * A brand's logo beside its name: the picture the build drew from the app's SVG (ADR 0424), of low
 * priority so it never competes with the page's lead picture (React preloads the others).
 * Decorative: the brand's name is always written beside it.
 */
export function BrandLogo({
  src,
  size,
  lazy = false,
}: {
  src: string;
  size: keyof typeof SIZES;
  lazy?: boolean;
}) {
  return (
    <img
      src={logoPicture(src)}
      fetchPriority="low"
      loading={lazy ? 'lazy' : undefined}
      alt=""
      width={size}
      height={size}
      className={SIZES[size]}
    />
  );
}
