import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useReceipt } from '../api/get-receipt';
import './receipt-print.css';
import { translateExternal } from '../../../lib/i18n/translate-external';

/** docs/product.md#screens Receipt (/payment/success?transactionID=…): with Print and Back; a success alert on load. */
export function PaymentSuccessPage() {
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`Payment Receipt`);
  const [params] = useSearchParams();
  const transactionId = params.get('transactionID') ?? '';
  const receipt = useReceipt(transactionId);
  const navigate = useNavigate();
  const alerted = useRef(false);

  // Only a receipt that exists is a success: an unknown transaction id shows its error alone.
  const found = receipt.isSuccess;
  useEffect(() => {
    if (!found || alerted.current) return;
    alerted.current = true;
    void showAlert({
      icon: 'success',
      title: t`Payment Successful`,
      text: t`Thank you for buying from Best Bikes.`,
    });
  }, [found, t]);

  if (!transactionId) {
    return (
      <p className="p-8 text-center text-lg">
        <Trans>This receipt has no transaction ID.</Trans>
      </p>
    );
  }
  if (receipt.isPending) return <Spinner label={t`Loading your receipt`} />;
  if (receipt.error) {
    return (
      <div role="alert" className="alert alert-error m-8">
        <span>{translateExternal(errorMessage(receipt.error))}</span>
      </div>
    );
  }
  const r = receipt.data;
  const charged = r.currency === 'BDT' ? null : `${r.chargedAmount} ${r.currency}`;
  const shipping = [r.buyerLocation, r.postCode].filter(Boolean).join(', ');
  const sellingPrice = f.money(r.sellingPrice);

  return (
    <section
      id="receipt"
      className="mx-auto my-8 max-w-2xl rounded-box bg-base-100 p-6 shadow-lg"
      data-testid="receipt"
    >
      <h1 className="text-center text-3xl font-extrabold">
        <Trans>Payment Receipt</Trans>
      </h1>
      <p className="text-center text-sm opacity-70">
        <Trans>Transaction ID: {r.transactionId}</Trans>
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-[12rem_1fr]">
        <MediaImage
          src={r.bikeImage}
          alt={`${r.bikeCompany} ${r.bikeModel}`}
          load="lead"
          sizes="12rem"
          className="aspect-[4/3] w-full rounded-box"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">
            <Trans>Model</Trans>
          </dt>
          <dd>
            {r.bikeCompany} {r.bikeModel}
          </dd>
          <dt className="font-semibold">
            <Trans>Price</Trans>
          </dt>
          <dd>{charged ? t`${sellingPrice} (paid ${charged})` : sellingPrice}</dd>
          <dt className="font-semibold">
            <Trans>Buyer</Trans>
          </dt>
          <dd>{r.buyerName}</dd>
          <dt className="font-semibold">
            <Trans>Email</Trans>
          </dt>
          <dd className="break-all">{r.buyerEmail}</dd>
          <dt className="font-semibold">
            <Trans>Shipping</Trans>
          </dt>
          <dd>{shipping}</dd>
          <dt className="font-semibold">
            <Trans>Date</Trans>
          </dt>
          <dd>{f.dateTime(r.paidAt)}</dd>
        </dl>
      </div>
      <p className="mt-8 text-center text-4xl font-black tracking-widest text-primary">
        <Trans>THANK YOU</Trans>
      </p>
      <div className="no-print mt-6 flex justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <button type="button" className="btn" onClick={() => navigate(ROUTES.home)}>
          <Trans>Back</Trans>
        </button>
      </div>
    </section>
  );
}
