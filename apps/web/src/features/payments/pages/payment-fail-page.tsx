import { ROUTES } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { PAYMENT_COPY } from '../copy';

/** SPEC §2 /payment/fail: where a failed or cancelled hosted checkout ends. */
export function PaymentFailPage() {
  const { t } = useLingui();
  useTitle(t`Payment Failed`);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <svg viewBox="0 0 24 24" className="h-20 w-20 text-error" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 8l8 8M16 8l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 className="text-3xl font-bold">{PAYMENT_COPY.failed}</h1>
      <Link to={ROUTES.home} className="btn btn-primary">
        {PAYMENT_COPY.backHome}
      </Link>
    </section>
  );
}
