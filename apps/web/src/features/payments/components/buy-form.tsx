import {
  BD_MOBILE_MESSAGE,
  BD_MOBILE_PATTERN,
  CURRENCIES,
  formatTaka,
  normaliseBdMobile,
  POST_CODE_MESSAGE,
  POST_CODE_PATTERN,
  type Product,
  usdFor,
} from '@best-bikes/contract';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showAlert } from '../../../components/ui/dialogs';
import { InputField, PHONE_INPUT, ReadOnlyField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { usePaymentConfig } from '../api/get-payment-config';
import { useStartCheckout } from '../api/start-checkout';
import { PAYMENT_COPY } from '../copy';

const formSchema = z.object({
  buyerPhone: z
    .string()
    .trim()
    .min(1, 'Phone is required')
    .transform(normaliseBdMobile)
    .pipe(z.string().regex(BD_MOBILE_PATTERN, BD_MOBILE_MESSAGE)),
  buyerLocation: z.string().trim().min(1, 'Location is required').max(200, 'At most 200 characters'),
  postCode: z.string().trim().min(1, 'Post code is required').regex(POST_CODE_PATTERN, POST_CODE_MESSAGE),
  currency: z.enum(CURRENCIES),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * SPEC §2 buy page form (for /bikeDetails/{id}): phone, location, post code and currency; the
 * browser then goes to the payment gateway's page. USD shows the converted amount first.
 */
export function BuyForm({ product }: { product: Product }) {
  const { user } = useSession();
  const config = usePaymentConfig();
  const checkout = useStartCheckout();
  const ids = { phone: useId(), location: useId(), postCode: useId(), currency: useId() };
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema, HUMAN_MESSAGES),
    defaultValues: { buyerPhone: '', buyerLocation: '', postCode: '', currency: 'BDT' },
  });
  const currency = watch('currency');
  const rate = config.data?.checkout.usdBdtRate;
  const canBuy = user?.role === 'Buyer' && product.availableStatus === 'Available';

  async function submit(values: FormValues) {
    let title = 'Oops...';
    try {
      const answer = await checkout.mutateAsync({
        bikeID: product._id,
        buyerPhone: values.buyerPhone,
        buyerLocation: values.buyerLocation,
        postCode: values.postCode,
        currency: values.currency,
        buyerName: user?.name || PAYMENT_COPY.unregisteredName,
        buyerEmail: user?.email || PAYMENT_COPY.unregisteredEmail,
        sellerName: product.seller_name,
        sellerEmail: product.email,
        bikeModel: product.product_name,
        bikeCompany: product.category_name,
        bikeImage: product.img,
      });
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
    } catch (error) {
      title = errorMessage(error);
    }
    await showAlert({ icon: 'error', title, text: PAYMENT_COPY.noUrl });
  }

  const busy = isSubmitting || checkout.isPending || checkout.isSuccess;
  if (user && user.email.toLowerCase() === product.email.toLowerCase()) {
    // The seller's own bike: no Pay Now, which the server refuses anyway (issue 13).
    return (
      <p className="rounded-box bg-base-200 p-4 text-lg font-semibold" data-testid="own-bike">
        This is your own bike.
      </p>
    );
  }
  return (
    <form className="grid gap-2" noValidate onSubmit={handleSubmit(submit)} data-testid="buy-form">
      <ReadOnlyField label="Name" value={user?.name || PAYMENT_COPY.unregisteredName} />
      <ReadOnlyField label="Email" value={user?.email || PAYMENT_COPY.unregisteredEmail} />
      <ReadOnlyField label="Product" value={`${product.category_name} ${product.product_name}`} />
      <ReadOnlyField label="Price" value={`${formatTaka(product.resale_price)} Taka`} />
      <InputField
        id={ids.phone}
        label="Phone"
        error={errors.buyerPhone?.message}
        registration={register('buyerPhone')}
        {...PHONE_INPUT}
      />
      <InputField
        id={ids.location}
        label="Location"
        error={errors.buyerLocation?.message}
        registration={register('buyerLocation')}
        type="text"
        autoComplete="street-address"
        placeholder="Delivery address"
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <InputField
          id={ids.postCode}
          label="Post Code"
          error={errors.postCode?.message}
          registration={register('postCode')}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="1205"
        />
        <label className="fieldset" htmlFor={ids.currency}>
          <span className="fieldset-legend">Currency</span>
          <select id={ids.currency} className="select w-full" {...register('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-lg font-semibold" data-testid="checkout-amount">
        {currency === 'USD' && rate
          ? `You pay ${usdFor(product.resale_price, rate)} USD (${formatTaka(product.resale_price)} Taka at ${rate} Taka per USD)`
          : `You pay ${formatTaka(product.resale_price)} Taka`}
      </p>
      <button type="submit" className="btn btn-primary mt-2" disabled={busy || !canBuy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        Pay Now
      </button>
      {!canBuy ? (
        <p className="text-sm opacity-80">
          {product.availableStatus !== 'Available'
            ? 'This bike is not available right now.'
            : 'Sign in with a buyer account to buy this bike.'}
        </p>
      ) : null}
    </form>
  );
}
