import { bdMobileSchema, formatDhakaDateTime, type Product, ROUTES } from '@best-bikes/contract';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { showAlert } from '../../../components/ui/dialogs';
import { InputField, PHONE_INPUT, ReadOnlyField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { AgreedPriceNotice, useBuyersAgreedPrice } from '../../offers';
import { useCreateBooking } from '../api/create-booking';
import { getBooking } from '../api/get-booking';
import { useMarkBooked } from '../api/mark-booked';
import { BOOKING_COPY } from '../copy';

const formSchema = z.object({
  buyerMobile: z.string().trim().min(1, 'Phone is required').pipe(bdMobileSchema),
  buyerLocation: z.string().trim().min(1, 'Location is required').max(200, 'At most 200 characters'),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * docs/product.md#screens/§5: name, e-mail, product and price shown disabled; phone and location
 * required. The price is the buyer's agreed one while it holds (docs/product.md#offers).
 */
export function BookNowModal({
  product,
  onClose,
  onBooked,
}: {
  product: Product;
  onClose: () => void;
  onBooked?: () => void;
}) {
  const { user } = useSession();
  const { i18n, t } = useLingui();
  const f = useFormat();
  // Validation messages are English texts (lib/i18n/external-messages.ts).
  const said = (message: string | undefined) => (message ? i18n._(message) : undefined);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const booking = useCreateBooking();
  const marking = useMarkBooked();
  // A buyer with an accepted offer is charged the agreed price (ADR 0275): the form shows it.
  const agreed = useBuyersAgreedPrice(product._id);
  const price = agreed?.amount ?? product.resale_price;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema, HUMAN_MESSAGES),
    defaultValues: { buyerMobile: user?.mobile ?? '', buyerLocation: '' },
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const name = user?.name || user?.email || '';

  async function submit(values: FormValues) {
    let title: string;
    try {
      const answer = await booking.mutateAsync({
        productID: product._id,
        buyerMobile: values.buyerMobile,
        buyerLocation: values.buyerLocation,
        productName: product.product_name,
        companyName: product.category_name,
        price,
        sellerName: product.seller_name,
        sellerEmail: product.email,
        buyerName: name,
        buyerEmail: user?.email ?? '',
        productCategoryID: product.category_id,
        bookingDate: formatDhakaDateTime(new Date()),
        productImage: product.img,
      });
      if (answer.acknowledged) {
        await confirmBooked(answer.insertedId);
        return;
      }
      title = answer.message ? i18n._(answer.message) : t`Oops...`;
    } catch (error) {
      title = translateExternal(errorMessage(error));
    }
    await showAlert({ icon: 'error', title, text: BOOKING_COPY.alreadyBooked });
  }

  async function confirmBooked(bookingId: string | undefined) {
    let ok = false;
    try {
      ok = (await marking.mutateAsync(product._id)).modifiedCount > 0;
    } catch {
      ok = false;
    }
    if (!ok) {
      await showAlert({ icon: 'error', title: t`Oops...`, text: BOOKING_COPY.cannotProceed });
      return;
    }
    ref.current?.close();
    onClose();
    onBooked?.();
    toast.success(BOOKING_COPY.visitOrders);
    // Unpaid bookings lapse (BOOKING_TTL_HOURS): say by when to pay, from the booking itself.
    let payBy: string | undefined;
    try {
      if (bookingId) payBy = BOOKING_COPY.payBy(f.dateTime((await getBooking(bookingId)).expiresAt));
    } catch {
      payBy = undefined;
    }
    await showAlert({ icon: 'success', title: BOOKING_COPY.booked(name, product.product_name), text: payBy });
  }

  const busy = isSubmitting || booking.isPending || marking.isPending;
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      data-testid="book-now-modal"
      onClose={onClose}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-2xl font-bold">
          <Trans>Book {product.product_name}</Trans>
        </h2>
        <form className="mt-4 grid gap-2" noValidate onSubmit={handleSubmit(submit)}>
          <ReadOnlyField label={t`Name`} value={name} />
          <ReadOnlyField label={t`Email`} value={user?.email ?? ''} />
          <ReadOnlyField label={t`Product`} value={`${product.category_name} ${product.product_name}`} />
          <ReadOnlyField label={t`Price`} value={f.money(price)} />
          {agreed ? <AgreedPriceNotice agreed={agreed} /> : null}
          <InputField
            id={`${titleId}-phone`}
            label={t`Phone`}
            error={said(errors.buyerMobile?.message)}
            registration={register('buyerMobile')}
            {...PHONE_INPUT}
          />
          <InputField
            id={`${titleId}-location`}
            label={t`Location`}
            error={said(errors.buyerLocation?.message)}
            registration={register('buyerLocation')}
            type="text"
            autoComplete="street-address"
            placeholder={t`Meeting location`}
          />
          <p className="mt-2 rounded-box bg-base-200 p-3 text-sm" data-testid="booking-safety-note">
            <Trans>
              Pay only through Best Bikes: the shop holds your money until you have the bike and its papers.
              Never send an advance by bKash, Nagad or bank transfer.
            </Trans>{' '}
            <Link to={ROUTES.buyingSafely} className="link font-semibold">
              <Trans>Buying safely</Trans>
            </Link>
          </p>
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => ref.current?.close()}>
              <Trans>Close</Trans>
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
              <Trans>Submit</Trans>
            </button>
          </div>
        </form>
      </div>
      {/* A click outside closes it; the visible Close button is the accessible way. */}
      <form method="dialog" className="modal-backdrop" aria-hidden="true">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  );
}
