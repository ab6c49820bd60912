import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Reveal } from '../../../components/ui/reveal';
import { useFormat } from '../../../lib/i18n';
import { useCategories } from '../../catalog';

const COMMITMENTS = [
  {
    title: msg`Best Pricing`,
    text: msg`Fair prices in Taka, set against what the same bike sells for across Bangladesh.`,
    icon: 'M12 3v18M17 7.5C17 5.6 14.8 4 12 4S7 5.6 7 7.5 9.2 11 12 11s5 1.6 5 3.5S14.8 18 12 18s-5-1.6-5-3.5',
  },
  {
    title: msg`Best Quality Used Bikes`,
    text: msg`Every listing states its condition, years of use and seller; verified sellers carry a badge.`,
    icon: 'M12 3l7 3v5c0 4.4-3 8.3-7 9.5C8 19.3 5 15.4 5 11V6zM9 12l2 2 4-4',
  },
  {
    // The real count of brands shown (docs/product.md#brands-and-models): see Commitments.
    title: null,
    text: msg`Motorcycles, scooters and electric bikes.`,
    icon: 'M4 17a3 3 0 106 0 3 3 0 00-6 0zm10 0a3 3 0 106 0 3 3 0 00-6 0zM7 17l3-7h4l3 7M10 10l-1-3H6',
  },
] as const;

/**
 * docs/product.md#purpose 'Our Commitments': best pricing, best quality used bikes, and the brands, with
 * their real count (docs/product.md#brands-and-models; the home's loader has read them).
 */
export function Commitments() {
  const { i18n, t } = useLingui();
  const f = useFormat();
  const brands = useCategories().data?.length ?? 0;
  return (
    <section aria-labelledby="commitments-heading" className="bg-base-200 px-4 py-14">
      <Reveal className="mx-auto max-w-6xl">
        <h2 id="commitments-heading" className="mb-10 text-center text-3xl font-bold">
          <Trans>Our Commitments</Trans>
        </h2>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {COMMITMENTS.map((c) => (
            <li key={c.icon} className="card bg-base-100 shadow-sm">
              <div className="card-body items-center text-center">
                <svg
                  viewBox="0 0 24 24"
                  className="h-12 w-12 text-primary"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={c.icon} />
                </svg>
                <h3 className="card-title">{c.title ? i18n._(c.title) : t`${f.number(brands)} Brands`}</h3>
                <p className="opacity-80">{i18n._(c.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
