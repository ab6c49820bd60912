import {
  bdMobileSchema,
  CURRENCIES,
  type PaymentKind,
  POST_CODE_MESSAGE,
  POST_CODE_PATTERN,
  type Product,
  splitPrice,
  toLatinDigits,
  usdFor,
} from '@best-bikes/contract';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { showAlert } from '../../../components/ui/dialogs';
import { Field, InputField, PHONE_INPUT, ReadOnlyField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { usePaymentConfig } from '../api/get-payment-config';
import { useStartCheckout } from '../api/start-checkout';
import { PAYMENT_COPY } from '../copy';
import { rememberCheckout } from '../lib/last-checkout';
import { PaymentChoice, RestAtHandover } from './payment-choice';

const formSchema = z.object({
  buyerPhone: z.string().trim().min(1, 'Phone is required').pipe(bdMobileSchema),
  buyerLocation: z.string().trim().min(1, 'Location is required').max(200, 'At most 200 characters'),
  // Optional (ADR 0180): the server gives the card service a stand-in when it is left empty.
  postCode: z
    .string()
    .trim()
    .overwrite(toLatinDigits)
    .refine((code) => code === '' || POST_CODE_PATTERN.test(code), POST_CODE_MESSAGE),
  currency: z.enum(CURRENCIES),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * docs/product.md#screens buy page form (for /bikeDetails/{id}): phone, location, an optional post code and currency; the
 * browser then goes to the payment gateway's page. USD shows the converted amount first. A signed-in
 * caller's only (./buy-form.tsx loads it): with it come react-hook-form, zod and the contract's checks.
 */
export function CheckoutForm({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  const config = usePaymentConfig();
  const { i18n, t } = useLingui();
  const f = useFormat();
  // Validation messages are English texts (lib/i18n/external-messages.ts).
  const said = (message: string | undefined) => (message ? i18n._(message) : undefined);
  const checkout = useStartCheckout();
  const ids = { phone: useId(), location: useId(), postCode: useId(), currency: useId() };
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema, HUMAN_MESSAGES),
    // An in-person sale: the place is where the bike is, which the buyer can change.
    defaultValues: {
      buyerPhone: user?.mobile ?? '',
      buyerLocation: product.location,
      postCode: '',
      currency: 'BDT',
    },
  });
  const currency = watch('currency');
  // The full price or a deposit (ADR 0240); the server charges the amount of the choice.
  const [kind, setKind] = useState<PaymentKind>('full');
  const percent = config.data?.deposit.percent;
  const split = splitPrice(product.resale_price, percent ?? 0, kind);
  // A card's Buy opens /bikeDetails/{id}#buy: the form, not the top of the page, is what it asked for.
  const formRef = useRef<HTMLFormElement>(null);
  const wantsForm = location.hash === '#buy';
  useEffect(() => {
    if (wantsForm) formRef.current?.scrollIntoView({ block: 'start' });
  }, [wantsForm]);
  const rate = config.data?.checkout.usdBdtRate;
  const canBuy = user?.role === 'Buyer' && product.availableStatus === 'Available';

  async function submit(values: FormValues) {
    let title = t`Oops...`;
    try {
      const answer = await checkout.mutateAsync({
        bikeID: product._id,
        buyerPhone: values.buyerPhone,
        buyerLocation: values.buyerLocation,
        postCode: values.postCode || undefined,
        currency: values.currency,
        paymentKind: split.kind,
        buyerName: user?.name || PAYMENT_COPY.unregisteredName,
        buyerEmail: user?.email || PAYMENT_COPY.unregisteredEmail,
        sellerName: product.seller_name,
        sellerEmail: product.email,
        bikeModel: product.product_name,
        bikeCompany: product.category_name,
        bikeImage: product.img,
      });
      if (answer.url) {
        rememberCheckout(product._id, `${product.category_name} ${product.product_name}`);
        window.location.assign(answer.url);
        return;
      }
    } catch (error) {
      title = translateExternal(errorMessage(error));
    }
    await showAlert({ icon: 'error', title, text: PAYMENT_COPY.noUrl });
  }

  const busy = isSubmitting || checkout.isPending || checkout.isSuccess;
  const price = f.money(split.onlineTaka);
  const youPay = t`You pay ${price}`;
  const youPayUsd = (usd: string, perUsd: number) => {
    const rateText = f.number(perUsd);
    return t`You pay ${usd} USD (${price} at ${rateText} Taka per USD)`;
  };
  return (
    <form
      ref={formRef}
      id="buy"
      className="grid scroll-mt-20 gap-2"
      noValidate
      onSubmit={handleSubmit(submit)}
      data-testid="buy-form"
    >
      <p className="text-sm opacity-80" data-testid="buy-why">
        <Trans>
          You pay here and meet the seller to see the bike and take it: nothing is delivered. The card service
          asks for a place, so we fill in the bike’s place; a post code is optional.
        </Trans>
      </p>
      <ReadOnlyField label={t`Name`} value={user?.name || PAYMENT_COPY.unregisteredName} />
      <ReadOnlyField label={t`Email`} value={user?.email || PAYMENT_COPY.unregisteredEmail} />
      <ReadOnlyField label={t`Product`} value={`${product.category_name} ${product.product_name}`} />
      <ReadOnlyField label={t`Price`} value={f.money(product.resale_price)} />
      <InputField
        id={ids.phone}
        label={t`Phone`}
        error={said(errors.buyerPhone?.message)}
        registration={register('buyerPhone')}
        {...PHONE_INPUT}
      />
      <InputField
        id={ids.location}
        label={t`Location`}
        error={said(errors.buyerLocation?.message)}
        registration={register('buyerLocation')}
        type="text"
        autoComplete="address-level2"
        placeholder={t`Area, city`}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <InputField
          id={ids.postCode}
          label={t`Post code (optional)`}
          error={said(errors.postCode?.message)}
          registration={register('postCode')}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="1205"
        />
        <Field id={ids.currency} label={t`Currency`}>
          {(control) => (
            <select {...control} className="select w-full" {...register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <PaymentChoice
        priceTaka={product.resale_price}
        percent={percent}
        value={kind}
        onChange={setKind}
        disabled={busy}
      />
      <p className="text-lg font-semibold" data-testid="checkout-amount">
        {currency === 'USD' && rate ? youPayUsd(usdFor(split.onlineTaka, rate), rate) : youPay}
      </p>
      <RestAtHandover restTaka={split.atHandoverTaka} />
      <button type="submit" className="btn btn-primary mt-2" disabled={busy || !canBuy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        <Trans>Pay Now</Trans>
      </button>
      {!canBuy ? (
        <p className="text-sm opacity-80">
          {product.availableStatus !== 'Available'
            ? t`This bike is not available right now.`
            : t`Sign in with a buyer account to buy this bike.`}
        </p>
      ) : null}
    </form>
  );
}
