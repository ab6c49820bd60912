import { Trans, useLingui } from '@lingui/react/macro';
/** docs/product.md#purpose/§2: the badge a Verified seller gets beside their name. */
export function VerifiedBadge({ status }: { status: string }) {
  const { t } = useLingui();
  if (status !== 'Verified') return null;
  return (
    <span
      className="inline-flex items-center text-info"
      title={t`Verified seller`}
      data-testid="verified-badge"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2l2.4 1.8 3-.2 1 2.8 2.6 1.5-.6 2.9 1.2 2.7-2.2 2 .1 3-2.9.8-1.6 2.5-2.8-1-2.8 1-1.6-2.5-2.9-.8.1-3-2.2-2 1.2-2.7-.6-2.9L5.6 6.4l1-2.8 3 .2z"
        />
        <path d="M8 12.5l2.6 2.5L16 9.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="sr-only">
        <Trans>Verified seller</Trans>
      </span>
    </span>
  );
}
