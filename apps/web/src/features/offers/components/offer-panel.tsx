import { minimumOfferTaka, OFFER_MESSAGES, type Offer } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useConversationOffers } from '../api/conversation-offers';
import { offerKeys } from '../api/keys';
import { type OfferStep, useOfferStep } from '../api/offer-action';
import { parseTakaInput } from '../lib/amount';

export interface OfferPanelProps {
  /** The conversation's id. */
  conversationId: string;
  /** The bike's id (the buyer's "Book at …" leads to its buy page). */
  bikeId: string;
  /** The bike's listed price, whole Taka (shown before the offers have loaded). */
  listedPrice: number;
  /** The caller's side in the conversation. */
  side: 'buyer' | 'seller';
  /**
   * Changes when an offer step arrives in the conversation (the newest offer message's id, say):
   * the panel reloads the offers then. Optional: it also looks again every minute.
   */
  refreshKey?: string;
}

/**
 * docs/product.md#offers: the offer panel of a conversation. The buyer makes an offer; the other side
 * of an open offer accepts, declines or counters it; its maker may withdraw it; after acceptance
 * the buyer books at the agreed price. Every amount and rule is the server's.
 */
export function OfferPanel({ conversationId, bikeId, listedPrice, side, refreshKey }: OfferPanelProps) {
  const { t } = useLingui();
  const f = useFormat();
  const client = useQueryClient();
  const query = useConversationOffers(conversationId);
  const step = useOfferStep(conversationId);
  const headingId = useId();

  useEffect(() => {
    if (refreshKey !== undefined)
      void client.invalidateQueries({ queryKey: offerKeys.conversation(conversationId) });
  }, [client, conversationId, refreshKey]);

  async function run(s: OfferStep, done: string): Promise<boolean> {
    try {
      await step.mutateAsync(s);
      toast.success(done);
      return true;
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Not done`, text: translateExternal(errorMessage(error)) });
      return false;
    }
  }

  const data = query.data;
  const listed = data?.listedPrice ?? listedPrice;
  const open = data?.open ?? null;
  const agreed = data?.agreed ?? null;
  const can = data?.can;
  const busy = step.isPending;
  const mine = open !== null && open.by === side;

  return (
    <section aria-labelledby={headingId} className="card card-border bg-base-100" data-testid="offer-panel">
      <div className="card-body gap-3 p-4">
        <h2 id={headingId} className="card-title text-base">
          <Trans>Offers</Trans>
        </h2>
        <p className="text-sm text-base-content/70">
          <Trans>Listed price: {f.money(listed)}</Trans>
        </p>

        {query.isError ? (
          <p role="alert" className="text-sm text-error">
            {translateExternal(errorMessage(query.error))}
          </p>
        ) : null}

        {agreed ? <Agreed offer={agreed} side={side} bikeId={bikeId} /> : null}

        {open ? (
          <div className="rounded-box bg-base-200 p-3" data-testid="open-offer">
            <p className="font-semibold">
              {mine ? (
                <Trans>Your offer: {f.money(open.amount)}</Trans>
              ) : open.by === 'buyer' ? (
                <Trans>The buyer offers {f.money(open.amount)}</Trans>
              ) : (
                <Trans>The seller asks {f.money(open.amount)}</Trans>
              )}
            </p>
            <p className="text-sm text-base-content/70">
              {mine ? (
                <Trans>Waiting for an answer until {f.dateTime(open.expiresAt)}.</Trans>
              ) : (
                <Trans>Answer by {f.dateTime(open.expiresAt)}, when it expires.</Trans>
              )}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {can?.accept ? (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => run({ type: 'accept', offerId: open._id }, t`Offer accepted.`)}
                >
                  <Trans>Accept {f.money(open.amount)}</Trans>
                </button>
              ) : null}
              {can?.decline ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy}
                  onClick={() => run({ type: 'decline', offerId: open._id }, t`Offer declined.`)}
                >
                  <Trans>Decline</Trans>
                </button>
              ) : null}
              {can?.withdraw ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy}
                  onClick={() => run({ type: 'withdraw', offerId: open._id }, t`Offer withdrawn.`)}
                >
                  <Trans>Withdraw my offer</Trans>
                </button>
              ) : null}
            </div>
          </div>
        ) : null}

        {can?.offer || can?.counter ? (
          <AmountForm
            counter={Boolean(can?.counter)}
            listed={listed}
            minimum={data?.minimum ?? minimumOfferTaka(listed)}
            busy={busy}
            onSend={(amount) =>
              run({ type: 'offer', amount }, can?.counter ? t`Counter-offer sent.` : t`Offer sent.`)
            }
          />
        ) : null}

        {!open && !agreed && data && !can?.offer && side === 'seller' ? (
          <p className="text-sm text-base-content/70">
            <Trans>When the buyer makes an offer, you can accept, decline or counter it here.</Trans>
          </p>
        ) : null}

        {data && data.offers.length > 0 ? <History offers={data.offers} side={side} /> : null}
      </div>
    </section>
  );
}

function Agreed({ offer, side, bikeId }: { offer: Offer; side: 'buyer' | 'seller'; bikeId: string }) {
  const f = useFormat();
  const until = offer.bookableUntil ? f.dateTime(offer.bookableUntil) : '';
  const amount = f.money(offer.amount);
  return (
    <div
      role="status"
      className="alert alert-success alert-soft flex flex-col items-start gap-2"
      data-testid="agreed-offer"
    >
      <p className="font-semibold">
        <Trans>Price agreed: {amount}</Trans>
      </p>
      {side === 'buyer' ? (
        <>
          <p className="text-sm">
            <Trans>Book and pay at this price until {until}. Others still pay the listed price.</Trans>
          </p>
          <Link to={routePath(ROUTES.bikeDetails, { id: bikeId })} className="btn btn-primary btn-sm">
            <Trans>Book at {amount}</Trans>
          </Link>
        </>
      ) : (
        <p className="text-sm">
          <Trans>The buyer can book and pay at this price until {until}.</Trans>
        </p>
      )}
    </div>
  );
}

/** The amount field: an offer or a counter, Latin or Bangla digits, checked before it is sent. */
function AmountForm({
  counter,
  listed,
  minimum,
  busy,
  onSend,
}: {
  counter: boolean;
  listed: number;
  minimum: number;
  busy: boolean;
  onSend: (amount: number) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const f = useFormat();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseTakaInput(text);
    if (amount === null) return setError(translateExternal('Please enter the amount in Taka.'));
    if (amount < minimum) return setError(translateExternal(OFFER_MESSAGES.tooLow));
    if (amount > listed) return setError(translateExternal(OFFER_MESSAGES.aboveListed));
    setError(null);
    if (await onSend(amount)) setText('');
  }

  const label = counter ? t`Your counter-offer in Taka` : t`Your offer in Taka`;
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <div className="fieldset">
        <label htmlFor={id} className="fieldset-legend">
          {label}
        </label>
        <input
          id={id}
          className="input w-full"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          <Trans>
            From {f.money(minimum)} (half the price) to {f.money(listed)}.
          </Trans>
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-sm w-fit" disabled={busy}>
        {counter ? <Trans>Counter</Trans> : <Trans>Make an offer</Trans>}
      </button>
    </form>
  );
}

function History({ offers, side }: { offers: Offer[]; side: 'buyer' | 'seller' }) {
  const { t } = useLingui();
  const f = useFormat();
  const stateText: Record<Offer['state'], string> = {
    open: t`open`,
    accepted: t`accepted`,
    declined: t`declined`,
    countered: t`countered`,
    expired: t`expired`,
    withdrawn: t`withdrawn`,
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        <Trans>Earlier offers</Trans>
      </summary>
      <ul className="mt-2 grid gap-1">
        {offers.slice(0, 10).map((o) => (
          <li key={o._id} className="flex justify-between gap-2">
            <span>
              {o.by === side ? t`You` : o.by === 'buyer' ? t`Buyer` : t`Seller`}: {f.money(o.amount)}
            </span>
            <span className="text-base-content/70">{stateText[o.state]}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
