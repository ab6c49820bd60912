import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';

/** A review's stars as text for everyone: "★★★★☆", and "4 of 5 stars" for screen readers. */
export function ReviewStars({ stars }: { stars: number }) {
  const { t } = useLingui();
  const f = useFormat();
  const count = f.number(stars);
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className="tracking-wider text-warning">
        {'★'.repeat(stars)}
        <span className="text-base-content/40">{'★'.repeat(5 - stars)}</span>
      </span>
      <span className="text-sm font-medium">{t`${count} of 5 stars`}</span>
    </span>
  );
}
