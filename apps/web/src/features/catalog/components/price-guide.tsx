import {
  formatTaka,
  PRICE_BAND_LABELS,
  PRICE_GUIDE_FAIR_BAND,
  type PriceBand,
} from '@best-bikes/contract/constants';
import { usePriceGuide } from '../api/get-price-guide';

const BAND_CLASS: Record<PriceBand, string> = {
  low: 'badge-success',
  fair: 'badge-info',
  high: 'badge-warning',
};

/**
 * The bike page's price guide (issue 16, ADR 0090): the median and range of the same model's listings
 * and sales, and whether this asking price is low, fair (within ±10 % of the median) or high; with
 * fewer than 5 comparable bikes, says there is not enough data.
 */
export function PriceGuideCard({ id }: { id: string }) {
  const guide = usePriceGuide(id);
  if (guide.isPending || guide.isError) return null;
  const g = guide.data;
  const years = g.year_from !== null ? `, registered ${g.year_from}–${g.year_to}` : '';
  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-5"
      aria-labelledby="price-guide-heading"
      data-testid="price-guide"
    >
      <h2 id="price-guide-heading" className="text-lg font-bold">
        Price guide
      </h2>
      {g.enough && g.median !== null && g.band ? (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <span className={`badge ${BAND_CLASS[g.band]} font-semibold`} data-testid="price-band">
              {PRICE_BAND_LABELS[g.band]}
            </span>
            <span>
              Asking {formatTaka(g.price)} Taka against a median of{' '}
              <strong data-testid="price-median">{formatTaka(g.median)} Taka</strong>.
            </span>
          </p>
          <p className="mt-1 text-sm opacity-80">
            {g.comparables} bikes of this model listed or sold here{years} went from{' '}
            {formatTaka(g.range_min ?? 0)} to {formatTaka(g.range_max ?? 0)} Taka. Fair means within{' '}
            {PRICE_GUIDE_FAIR_BAND * 100}% of the median.
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm" data-testid="price-guide-too-few">
          Not enough data yet: {g.comparables === 1 ? 'this is the only bike' : `only ${g.comparables} bikes`}{' '}
          of this model{years} listed or sold here; the guide needs {g.min_comparables}.
        </p>
      )}
    </section>
  );
}
