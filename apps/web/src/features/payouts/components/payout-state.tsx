import type { SellerPayouts } from '@best-bikes/contract';
import { useLingui } from '@lingui/react/macro';

type State = SellerPayouts['payables'][number]['state'];

/** A payable's state as a badge, in the reader's language. */
export function PayoutState({ state, overdue }: { state: State; overdue: boolean }) {
  const { t } = useLingui();
  const label: Record<State, string> = {
    due: t`Due`,
    batched: t`In a bank batch`,
    sending: t`Sending by bKash`,
    unconfirmed: t`Waiting for confirmation`,
    paid: t`Paid`,
  };
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`badge ${state === 'paid' ? 'badge-success' : 'badge-ghost'}`}>{label[state]}</span>
      {overdue ? <span className="badge badge-error">{t`Overdue`}</span> : null}
    </span>
  );
}
