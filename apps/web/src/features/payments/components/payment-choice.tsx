import { depositTaka, type PaymentKind, splitPrice } from '@best-bikes/contract';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormat } from '../../../lib/i18n';

/**
 * The checkout's choice (ADR 0240): the full price now, or a deposit of DEPOSIT_PERCENT now and the
 * rest to the seller at the handover. The amounts are the server's rule (`splitPrice`, shared through
 * the contract); the server charges them, whatever the page says. Nothing is shown when no deposit
 * can be offered (a percentage of 0, or a tiny price).
 */
export function PaymentChoice({
  priceTaka,
  percent,
  value,
  onChange,
  disabled = false,
}: {
  priceTaka: number;
  percent: number | undefined;
  value: PaymentKind;
  onChange: (kind: PaymentKind) => void;
  disabled?: boolean;
}) {
  const f = useFormat();
  const name = useId();
  if (percent === undefined || depositTaka(priceTaka, percent) === null) return null;
  const deposit = splitPrice(priceTaka, percent, 'deposit');
  const full = f.money(priceTaka);
  const now = f.money(deposit.onlineTaka);
  const rest = f.money(deposit.atHandoverTaka);
  const share = f.number(percent);
  return (
    <fieldset className="grid gap-2 rounded-box border border-base-300 p-3" data-testid="payment-choice">
      <legend className="px-1 font-medium">
        <Trans>How do you want to pay?</Trans>
      </legend>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          className="radio radio-sm mt-0.5"
          name={name}
          value="full"
          checked={value === 'full'}
          disabled={disabled}
          onChange={() => onChange('full')}
          data-testid="pay-full"
        />
        <span>
          <Trans>The full price now: {full}</Trans>
        </span>
      </label>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          className="radio radio-sm mt-0.5"
          name={name}
          value="deposit"
          checked={value === 'deposit'}
          disabled={disabled}
          onChange={() => onChange('deposit')}
          data-testid="pay-deposit"
        />
        <span>
          <Trans>
            A deposit of {share} % now: {now}, and the rest, {rest}, to the seller at the handover
          </Trans>
        </span>
      </label>
    </fieldset>
  );
}

/** Said under the amount of a deposit: what the buyer pays in person, and to whom. */
export function RestAtHandover({ restTaka }: { restTaka: number }) {
  const f = useFormat();
  if (restTaka <= 0) return null;
  const rest = f.money(restTaka);
  return (
    <p className="font-medium" data-testid="rest-at-handover">
      <Trans>This is a deposit: the rest, {rest}, is paid to the seller at the handover.</Trans>
    </p>
  );
}
