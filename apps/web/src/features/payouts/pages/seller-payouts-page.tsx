import type { PayoutAccount, PayoutAccountBody, PayoutMethod, SellerPayouts } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Field, PHONE_INPUT } from '../../../components/ui/field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useMyPayouts, useSavePayoutAccount } from '../api/payouts';
import { PayoutState } from '../components/payout-state';

type Values = {
  method: PayoutMethod;
  accountName: string;
  walletNumber: string;
  accountNumber: string;
  bankName: string;
  branchRouting: string;
};

function valuesOf(account: PayoutAccount | null, fallbackName: string): Values {
  return {
    method: account?.method ?? 'bkash',
    accountName: account?.accountName ?? fallbackName,
    walletNumber: account?.walletNumber ?? '',
    accountNumber: account?.accountNumber ?? '',
    bankName: account?.bankName ?? '',
    branchRouting: account?.branchRouting ?? '',
  };
}

function bodyOf(v: Values): PayoutAccountBody {
  if (v.method === 'bank') {
    return {
      method: 'bank',
      accountName: v.accountName,
      accountNumber: v.accountNumber,
      bankName: v.bankName,
      branchRouting: v.branchRouting,
    };
  }
  return { method: v.method, accountName: v.accountName, walletNumber: v.walletNumber };
}

function AccountForm({ account }: { account: PayoutAccount | null }) {
  const { t } = useLingui();
  const save = useSavePayoutAccount();
  // The name must be the seller's own (ADR 0160): start from it rather than an empty box.
  const { user } = useSession();
  const [values, setValues] = useState<Values>(() => valuesOf(account, user?.name ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    save.mutate(bodyOf(values), {
      onSuccess: () => toast.success(t`Your payout account is saved.`),
      onError: (err) => {
        if (err instanceof ApiError && err.issues.length > 0) {
          setErrors(
            Object.fromEntries(err.issues.map((i) => [i.path.split('.').pop() ?? i.path, i.message])),
          );
        }
        toast.error(errorMessage(err));
      },
    });
  }

  const methods: { value: PayoutMethod; label: string }[] = [
    { value: 'bkash', label: t`bKash` },
    { value: 'nagad', label: t`Nagad` },
    { value: 'bank', label: t`Bank account` },
  ];
  return (
    <form onSubmit={submit} noValidate className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 className="text-xl font-semibold">
        <Trans>Where we pay you</Trans>
      </h2>
      <fieldset className="fieldset">
        <legend className="fieldset-legend">
          <Trans>Paid to</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          {methods.map((m) => (
            <label key={m.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="method"
                className="radio"
                value={m.value}
                checked={values.method === m.value}
                onChange={set('method')}
              />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="payout-account-name"
        label={t`Name on the account`}
        error={errors.accountName}
        hint={t`Your name as it is on your Best Bikes account.`}
      >
        {(control) => (
          <input
            {...control}
            className="input w-full"
            autoComplete="name"
            value={values.accountName}
            onChange={set('accountName')}
          />
        )}
      </Field>
      {values.method === 'bank' ? (
        <>
          <Field id="payout-account-number" label={t`Account number`} error={errors.accountNumber}>
            {(control) => (
              <input
                {...control}
                className="input w-full"
                inputMode="numeric"
                value={values.accountNumber}
                onChange={set('accountNumber')}
              />
            )}
          </Field>
          <Field id="payout-bank-name" label={t`Bank`} error={errors.bankName}>
            {(control) => (
              <input
                {...control}
                className="input w-full"
                value={values.bankName}
                onChange={set('bankName')}
              />
            )}
          </Field>
          <Field
            id="payout-routing"
            label={t`Branch routing number`}
            error={errors.branchRouting}
            hint={t`9 digits, printed on your cheque book.`}
          >
            {(control) => (
              <input
                {...control}
                className="input w-full"
                inputMode="numeric"
                value={values.branchRouting}
                onChange={set('branchRouting')}
              />
            )}
          </Field>
        </>
      ) : (
        <Field id="payout-wallet" label={t`Wallet number`} error={errors.walletNumber}>
          {(control) => (
            <input
              {...control}
              {...PHONE_INPUT}
              className="input w-full"
              value={values.walletNumber}
              onChange={set('walletNumber')}
            />
          )}
        </Field>
      )}
      <button type="submit" className="btn btn-primary mt-4" disabled={save.isPending}>
        <Trans>Save payout account</Trans>
      </button>
    </form>
  );
}

function PayoutRow({ payout: p }: { payout: SellerPayouts['payables'][number] }) {
  const f = useFormat();
  const amount = f.money(p.amountPaisa / 100);
  const paidOn = p.paidAt ? f.date(p.paidAt) : '';
  const dueBy = f.date(p.dueAt);
  const reference = p.reference ?? '';
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="payout">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{p.productName}</h3>
        <span className="font-bold">{amount}</span>
      </div>
      <PayoutState state={p.state} overdue={p.overdue} />
      <p className="mt-1 text-sm" data-testid="payout-when">
        {p.state === 'paid' ? (
          <Trans>
            Paid {paidOn}, reference {reference}
          </Trans>
        ) : (
          <Trans>Due by {dueBy}</Trans>
        )}
      </p>
    </li>
  );
}

/** docs/product.md#seller-payouts: the seller's payout account, what is pending and what was paid. */
export function SellerPayoutsPage() {
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`Payouts`);
  const data = useMyPayouts();
  if (data.isPending) return <Spinner label={t`Loading your payouts`} />;
  if (data.error) return <LoadFailed error={data.error} onRetry={() => data.refetch()} />;
  const { account, pendingPaisa, paidPaisa, payables } = data.data;
  return (
    <section aria-labelledby="payouts-heading" className="grid max-w-3xl gap-6">
      <div>
        <h1 id="payouts-heading" className="text-3xl font-bold">
          <Trans>Payouts</Trans>
        </h1>
        <p className="mt-2 opacity-80">
          <Trans>
            When a deal completes, we pay you what the buyer paid online, less the shop’s commission, within
            10 days.
          </Trans>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-box bg-base-200 p-4">
          <dt className="text-sm">
            <Trans>Pending</Trans>
          </dt>
          <dd className="text-xl font-bold" data-testid="payouts-pending">
            {f.money(pendingPaisa / 100)}
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-4">
          <dt className="text-sm">
            <Trans>Paid</Trans>
          </dt>
          <dd className="text-xl font-bold" data-testid="payouts-paid">
            {f.money(paidPaisa / 100)}
          </dd>
        </div>
      </dl>
      {account === null ? (
        <p role="status" className="alert alert-warning" data-testid="payouts-no-account">
          {pendingPaisa > 0 ? (
            <Trans>Add where we pay you below: we cannot pay what you are owed until you do.</Trans>
          ) : (
            <Trans>Add where we pay you below, so your first payout is not held up.</Trans>
          )}
        </p>
      ) : null}
      <AccountForm key={account?.updatedAt ?? 'new'} account={account} />
      <div>
        <h2 className="text-xl font-semibold">
          <Trans>Your payouts</Trans>
        </h2>
        {payables.length === 0 ? (
          <p className="mt-2">
            <Trans>Nothing yet: a payout appears here when one of your deals completes.</Trans>
          </p>
        ) : (
          <ul className="mt-2 grid gap-3" data-testid="payouts">
            {payables.map((p) => (
              <PayoutRow key={p._id} payout={p} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
