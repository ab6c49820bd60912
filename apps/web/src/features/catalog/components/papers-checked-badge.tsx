import { Trans } from '@lingui/react/macro';

/** An admin checked the listing's papers (docs/product.md#papers-checked). */
export function PapersCheckedBadge({ checked }: { checked: boolean | undefined }) {
  if (!checked) return null;
  return (
    <span className="badge badge-success badge-sm whitespace-nowrap" data-testid="papers-checked-badge">
      <Trans>Papers checked</Trans>
    </span>
  );
}
