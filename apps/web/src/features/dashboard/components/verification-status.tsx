import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A seller's verification status on the dashboard (docs/product.md#seller-and-admin-tools): verified or not, and what it means,
 * in plain words. Read from the session (`sellerVerified`).
 */
export function VerificationStatus({ verified }: { verified: boolean }) {
  const { t } = useLingui();
  return (
    <section
      className={`alert ${verified ? 'alert-success' : 'alert-info'} alert-vertical mt-6 justify-items-start gap-1 text-left`}
      aria-labelledby="verification-heading"
      data-testid="verification-status"
    >
      <h2 id="verification-heading" className="text-lg font-bold">
        {verified ? t`You are a verified seller` : t`You are not verified yet`}
      </h2>
      <p>
        <Trans>
          Verified means an admin of Best Bikes has checked that you are a real seller. Your bikes then show a
          blue check mark ("Verified seller") beside your name, which helps them trust your listings.
        </Trans>
      </p>
      <p>
        {verified
          ? t`Nothing more to do: the badge already shows on all your bikes.`
          : t`You can list and sell bikes now. An admin verifies sellers; you get a notification when it happens.`}
      </p>
    </section>
  );
}
