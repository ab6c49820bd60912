import { PRICE_BAND_LABELS, PRICE_GUIDE_FAIR_BAND, type PriceBand } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';
import { usePriceGuide } from '../api/get-price-guide';

const BAND_CLASS: Record<PriceBand, string> = {
  low: 'badge-success',
  fair: 'badge-info',
  high: 'badge-warning',
};

/**
 * The bike page's price guide (docs/product.md#bangla-search-favourites, ADR 0090): the median and range of the same model's listings
 * and sales, and whether this asking price is low, fair (within ±10 % of the median) or high; with
 * fewer than 5 comparable bikes, says there is not enough data.
 */
export function PriceGuideCard({ id }: { id: string }) {
  const guide = usePriceGuide(id);
  const { i18n, t } = useLingui();
  const f = useFormat();
  if (guide.isPending || guide.isError) return null;
  const g = guide.data;
  const from = g.year_from === null ? '' : f.number(g.year_from).replace(/,/g, '');
  const to = g.year_to === null ? '' : f.number(g.year_to).replace(/,/g, '');
  const years = g.year_from !== null ? t`, registered ${from}–${to}` : '';
  const price = f.money(g.price);
  const median = f.money(g.median ?? 0);
  const comparables = f.number(g.comparables);
  const rangeMin = f.money(g.range_min ?? 0);
  const rangeMax = f.money(g.range_max ?? 0);
  const fairBand = f.number(PRICE_GUIDE_FAIR_BAND * 100);
  const needed = f.number(g.min_comparables);
  // What the comparables are (ADR 0291): the catalogue's model, else the brand's bikes of its engine class.
  const modelName = (i18n.locale === 'bn' && g.model_name_bn) || g.model_name || '';
  const ccFrom = f.number(g.cc_from ?? 0);
  const ccTo = f.number(g.cc_to ?? 0);
  const basis =
    g.basis === 'model'
      ? t`Based on ${comparables} bikes of the ${modelName}${years} listed or sold here, from ${rangeMin} to ${rangeMax}.`
      : g.basis === 'class'
        ? g.cc_from === null
          ? t`Too few of this model yet: based on ${comparables} electric bikes of this brand${years} listed or sold here, from ${rangeMin} to ${rangeMax}.`
          : t`Too few of this model yet: based on ${comparables} bikes of this brand with a ${ccFrom}–${ccTo} cc engine${years} listed or sold here, from ${rangeMin} to ${rangeMax}.`
        : null;
  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-5"
      aria-labelledby="price-guide-heading"
      data-testid="price-guide"
    >
      <h2 id="price-guide-heading" className="text-lg font-bold">
        <Trans>Price guide</Trans>
      </h2>
      {g.enough && g.median !== null && g.band ? (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <span className={`badge ${BAND_CLASS[g.band]} font-semibold`} data-testid="price-band">
              {i18n._(PRICE_BAND_LABELS[g.band])}
            </span>
            <span>
              <Trans>
                Asking {price} against a median of <strong data-testid="price-median">{median}</strong>.
              </Trans>
            </span>
          </p>
          <p className="mt-1 text-sm opacity-80" data-testid="price-guide-basis">
            {basis === null ? (
              <Trans>
                {comparables} bikes of this model listed or sold here{years} went from {rangeMin} to{' '}
                {rangeMax}. Fair means within {fairBand}% of the median.
              </Trans>
            ) : (
              <>
                {basis} <Trans>Fair means within {fairBand}% of the median.</Trans>
              </>
            )}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm" data-testid="price-guide-too-few">
          {g.basis === 'model' && modelName
            ? g.comparables === 1
              ? t`Not enough data yet: this is the only ${modelName}${years} listed or sold here; the guide needs ${needed}.`
              : t`Not enough data yet: ${comparables} bikes of the ${modelName}${years} listed or sold here; the guide needs ${needed}.`
            : g.comparables === 1
              ? t`Not enough data yet: this is the only bike of this model${years} listed or sold here; the guide needs ${needed}.`
              : t`Not enough data yet: only ${comparables} bikes of this model${years} listed or sold here; the guide needs ${needed}.`}
        </p>
      )}
    </section>
  );
}
