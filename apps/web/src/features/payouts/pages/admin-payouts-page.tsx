import type { AdminPayouts } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { confirmDialog } from '../../../components/ui/dialogs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import {
  downloadBatchCsv,
  useAdminPayouts,
  useCreateBatch,
  useRecordReference,
  useSendWithBkash,
  useUploadResults,
} from '../api/payouts';
import { PayoutState } from '../components/payout-state';

type Payable = AdminPayouts['payables'][number];

function accountText(p: Payable): string {
  const a = p.account;
  if (!a) return '';
  if (a.method === 'bank')
    return `${a.bankName} · ${a.accountNumber} · ${a.branchRouting} · ${a.accountName}`;
  return `${a.method === 'bkash' ? 'bKash' : 'Nagad'} · ${a.walletNumber} · ${a.accountName}`;
}

function PayableRow({ payable: p, bkash }: { payable: Payable; bkash: boolean }) {
  const { t } = useLingui();
  const f = useFormat();
  const record = useRecordReference();
  const send = useSendWithBkash();
  const [reference, setReference] = useState('');
  const amount = f.money(p.amountPaisa / 100);
  const dueBy = f.date(p.dueAt);
  const paidOn = p.paidAt ? f.date(p.paidAt) : '';
  const paidReference = p.reference ?? '';
  const account = accountText(p);

  // A bKash payout whose answer was lost (ADR 0161) is confirmed with bKash's transaction ID.
  const bkashTrx = p.state === 'unconfirmed';
  const inputId = `payout-reference-${p._id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = reference.trim();
    const seller = p.sellerName;
    // A payable is paid once: a mistyped reference cannot be replaced, so it is read back first.
    const sure = await confirmDialog({
      title: t`Record ${amount} to ${seller} as paid?`,
      text: t`Reference ${typed}. A payout is recorded once and cannot be changed afterwards.`,
      confirmLabel: t`Record as paid`,
      cancelLabel: t`Check again`,
    });
    if (!sure) return;
    record.mutate(
      { id: p._id, reference: typed },
      {
        onSuccess: () => toast.success(t`Recorded the payout to ${p.sellerName}.`),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  }

  return (
    <li
      className="rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="admin-payout"
      data-payable={p._id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {p.sellerName} · {p.productName}
        </h3>
        <span className="font-bold">{amount}</span>
      </div>
      <PayoutState state={p.state} overdue={p.overdue} />
      <p className="mt-1 break-words text-sm">{account ? account : <Trans>No payout account yet</Trans>}</p>
      <p className="text-sm">
        {p.state === 'paid' ? (
          <Trans>
            Paid {paidOn}, reference {paidReference}
          </Trans>
        ) : (
          <Trans>Due by {dueBy}</Trans>
        )}
      </p>
      {p.lastError ? <p className="text-sm text-error">{p.lastError}</p> : null}
      {p.state === 'paid' || p.state === 'sending' ? null : (
        <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
          <div className="fieldset min-w-0 grow">
            <label htmlFor={inputId} className="fieldset-legend">
              {bkashTrx ? (
                <Trans>bKash transaction ID (TrxID)</Trans>
              ) : (
                <Trans>Bank or wallet reference</Trans>
              )}
            </label>
            <input
              id={inputId}
              className="input w-full"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              data-testid="payout-reference-input"
            />
          </div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={record.isPending || reference.trim() === ''}
          >
            <Trans>Record as paid</Trans>
          </button>
          {bkash && p.state === 'due' && p.account?.method === 'bkash' ? (
            <button
              type="button"
              className="btn"
              disabled={send.isPending}
              onClick={() =>
                send.mutate(p._id, {
                  onSuccess: () => toast.success(t`Sending ${amount} to ${p.sellerName} by bKash.`),
                  onError: (err) => toast.error(errorMessage(err)),
                })
              }
            >
              <Trans>Send with bKash</Trans>
            </button>
          ) : null}
        </form>
      )}
    </li>
  );
}

function BatchRow({ batch }: { batch: AdminPayouts['openBatches'][number] }) {
  const { t } = useLingui();
  const f = useFormat();
  const upload = useUploadResults();
  const created = f.dateTime(batch.createdAt);
  const count = f.number(batch.count);
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="payout-batch">
      <p>
        <Trans>
          Batch of {count} payouts, made {created}
        </Trans>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => downloadBatchCsv(batch._id).catch((err) => toast.error(errorMessage(err)))}
        >
          <Trans>Download bank CSV</Trans>
        </button>
        <label className="btn btn-sm">
          <Trans>Upload the bank’s result CSV</Trans>
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const csv = await file.text();
              upload.mutate(
                { batchId: batch._id, csv },
                {
                  onSuccess: (r) => {
                    const paid = f.number(r.paid);
                    const skipped = f.number(r.skipped.length);
                    toast.success(t`${paid} payouts recorded, ${skipped} rows skipped.`);
                  },
                  onError: (err) => toast.error(errorMessage(err)),
                },
              );
            }}
          />
        </label>
      </div>
    </li>
  );
}

/** docs/product.md#seller-payouts: what the shop owes sellers, the bank batch and its references. */
export function AdminPayoutsPage() {
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`Payouts`);
  const data = useAdminPayouts();
  const create = useCreateBatch();
  if (data.isPending) return <Spinner label={t`Loading payouts`} />;
  if (data.error) return <LoadFailed error={data.error} onRetry={() => data.refetch()} />;
  const { payables, duePaisa, overdueCount, openBatches, bkash } = data.data;
  const due = f.money(duePaisa / 100);
  const overdue = f.number(overdueCount);
  const unpaid = payables.filter((p) => p.state !== 'paid');
  const paid = payables.filter((p) => p.state === 'paid');
  return (
    <section aria-labelledby="admin-payouts-heading" className="grid max-w-4xl gap-6">
      <div>
        <h1 id="admin-payouts-heading" className="text-3xl font-bold">
          <Trans>Payouts</Trans>
        </h1>
        <p className="mt-2">
          <Trans>Owed to sellers: {due}.</Trans>{' '}
          {overdueCount > 0 ? (
            <span className="font-semibold text-error" data-testid="overdue-count">
              <Trans>{overdue} overdue (more than 10 days after the deal completed).</Trans>
            </span>
          ) : null}
        </p>
        <button
          type="button"
          className="btn btn-primary mt-3"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: async (batch) => {
                await downloadBatchCsv(batch._id).catch((err) => toast.error(errorMessage(err)));
              },
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          <Trans>Make a bank batch of what is due</Trans>
        </button>
      </div>
      {openBatches.length > 0 ? (
        <div>
          <h2 className="text-xl font-semibold">
            <Trans>Open batches</Trans>
          </h2>
          <ul className="mt-2 grid gap-3">
            {openBatches.map((b) => (
              <BatchRow key={b._id} batch={b} />
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h2 className="text-xl font-semibold">
          <Trans>To pay</Trans>
        </h2>
        {unpaid.length === 0 ? (
          <p className="mt-2">
            <Trans>Nothing is owed to sellers now.</Trans>
          </p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {unpaid.map((p) => (
              <PayableRow key={p._id} payable={p} bkash={bkash} />
            ))}
          </ul>
        )}
      </div>
      {paid.length > 0 ? (
        <div>
          <h2 className="text-xl font-semibold">
            <Trans>Paid in the last 30 days</Trans>
          </h2>
          <ul className="mt-2 grid gap-3">
            {paid.map((p) => (
              <PayableRow key={p._id} payable={p} bkash={bkash} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
