import type { Deal } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { confirmDialog } from '../../../components/ui/dialogs';
import { personName, useFormat } from '../../../lib/i18n';
import { paisaText } from '../lib/money';
import { paperLabel, refundStateLabel } from '../lib/words';
import { canOpenDispute, DisputeForm } from './dispute';
import { QrCode } from './qr-code';
import { useStep } from './use-step';

const BEFORE_HANDOVER: readonly Deal['state'][] = ['held', 'papers_shared'];

/** The buyer's part of the deal page (docs/product.md#the-deal). */
export function BuyerDeal({ deal }: { deal: Deal }) {
  const before = BEFORE_HANDOVER.includes(deal.state);
  return (
    <>
      {deal.handoverCode ? <HandoverCode deal={deal} code={deal.handoverCode} /> : null}
      {before ? <MeetingChoice deal={deal} /> : null}
      <Papers deal={deal} />
      {canOpenDispute(deal, Date.now()) ? <DisputeForm deal={deal} /> : null}
      {deal.refunds.length > 0 ? <Refunds deal={deal} /> : null}
      {deal.state === 'held' ? <BuyerCancel deal={deal} /> : null}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100" data-testid={id}>
      <div className="card-body gap-3 p-4">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The 6-digit code the seller enters at the meeting, its QR code, and "I have the bike and the papers". */
function HandoverCode({ deal, code }: { deal: Deal; code: string }) {
  const { t } = useLingui();
  const { run, busy } = useStep(deal._id);
  async function onReceived() {
    const sure = await confirmDialog({
      title: t`Do you have the bike and its papers?`,
      text: t`Confirm only once the bike and all its papers are in your hands: the money goes to the seller when the inspection time ends.`,
      confirmLabel: t`Yes, I have them`,
      cancelLabel: t`Not yet`,
    });
    if (sure) await run({ kind: 'received' }, t`Handover confirmed.`);
  }
  return (
    <Section id="handover-code" title={t`Your handover code`}>
      <p>
        <Trans>
          At the meeting, once you have the bike and its papers, read this code to the seller (or let them
          scan it). Never tell it before.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <p className="font-mono text-4xl font-bold tracking-[0.3em]" data-testid="handover-code-digits">
          {code}
        </p>
        <QrCode text={code} label={t`QR code of your handover code`} />
      </div>
      {deal.state === 'papers_shared' ? (
        <button
          type="button"
          className="btn btn-outline w-fit"
          disabled={busy}
          onClick={onReceived}
          data-testid="received-button"
        >
          <Trans>I have the bike and the papers</Trans>
        </button>
      ) : null}
    </Section>
  );
}

/** The times the seller offered: the buyer picks one, and may pick another until then. */
function MeetingChoice({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const f = useFormat();
  const { run, busy } = useStep(deal._id);
  const [picked, setPicked] = useState(deal.meeting.at ?? '');
  useEffect(() => setPicked(deal.meeting.at ?? ''), [deal.meeting.at]);
  const name = useId();
  const now = Date.now();
  const times = deal.meeting.times.filter((time) => Date.parse(time) > now);
  return (
    <Section id="meeting" title={t`Meeting`}>
      {deal.meeting.place === null || deal.meeting.times.length === 0 ? (
        <p>
          <Trans>The seller has not offered a place and times yet.</Trans>
        </p>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) void run({ kind: 'choose', time: picked }, t`Meeting time picked.`);
          }}
        >
          <p>
            <Trans>
              Place: <span className="font-semibold">{deal.meeting.place}</span>
            </Trans>
          </p>
          {deal.meeting.at ? (
            <p data-testid="meeting-chosen">
              <Trans>
                You meet at <time dateTime={deal.meeting.at}>{f.dateTime(deal.meeting.at)}</time> (Dhaka
                time).
              </Trans>
            </p>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">
              <Trans>Pick a time (Dhaka time)</Trans>
            </legend>
            {times.map((time) => (
              <label key={time} className="flex items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name={name}
                  value={time}
                  checked={picked === time}
                  onChange={() => setPicked(time)}
                />
                <time dateTime={time}>{f.dateTime(time)}</time>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="btn btn-primary w-fit"
            disabled={busy || !picked || picked === deal.meeting.at}
          >
            {deal.meeting.at ? <Trans>Change the time</Trans> : <Trans>Pick this time</Trans>}
          </button>
        </form>
      )}
    </Section>
  );
}

/** The papers' photos (served to the buyer alone), the numbers, and the checklist to tick at the bike. */
function Papers({ deal }: { deal: Deal }) {
  const { t, i18n } = useLingui();
  const photos = deal.papers.photos.filter((p) => p.url);
  const shared = deal.papers.chassisNumber !== null;
  const seller = personName(i18n, deal.sellerName);
  const checks = [
    t`The owner's name on the papers is ${seller}`,
    t`The chassis number on the bike is ${deal.papers.chassisNumber ?? '—'}`,
    t`The engine number on the bike is ${deal.papers.engineNumber ?? '—'}`,
    t`The tax token is still valid`,
  ];
  const [ticked, setTicked] = useChecklist(deal._id, checks.length);
  return (
    <Section id="papers" title={t`Papers`}>
      {!shared && photos.length === 0 ? (
        <p>
          <Trans>The seller has not shared the papers yet.</Trans>
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo._id}>
              <a href={photo.url ?? undefined} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.url ?? undefined}
                  alt={paperLabel(photo.kind)}
                  className="aspect-[4/3] w-full rounded border border-base-300 object-cover"
                  loading="lazy"
                />
                {/* The photo's alt names it for screen readers; the caption is for the eye (axe: no repeated name). */}
                <span className="text-sm" aria-hidden="true">
                  {paperLabel(photo.kind)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {shared ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="paper-numbers">
          <dt className="text-base-content/80">
            <Trans>Chassis number</Trans>
          </dt>
          <dd className="font-mono font-semibold [overflow-wrap:anywhere]">{deal.papers.chassisNumber}</dd>
          <dt className="text-base-content/80">
            <Trans>Engine number</Trans>
          </dt>
          <dd className="font-mono font-semibold [overflow-wrap:anywhere]">{deal.papers.engineNumber}</dd>
        </dl>
      ) : null}
      {shared ? (
        <CheckboxGroup
          testId="checklist"
          legend={<Trans>Check at the bike, before you hand over the code</Trans>}
          options={checks.map((text, i) => ({ value: String(i), label: text, checked: ticked[i] ?? false }))}
          onToggle={(value, on) => setTicked(Number(value), on)}
        />
      ) : null}
    </Section>
  );
}

/** The checklist's ticks, kept on this device for this deal (a reload at the meeting keeps them). */
function useChecklist(dealId: string, count: number): [boolean[], (i: number, on: boolean) => void] {
  const key = `deal-checklist:${dealId}`;
  const [ticked, setAll] = useState<boolean[]>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(saved) ? saved.slice(0, count).map(Boolean) : [];
    } catch {
      return [];
    }
  });
  const set = (i: number, on: boolean) => {
    setAll((old) => {
      const next = Array.from({ length: count }, (_, k) => (k === i ? on : (old[k] ?? false)));
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage can be unavailable (private mode): the ticks last as long as the page.
      }
      return next;
    });
  };
  return [ticked, set];
}

function Refunds({ deal }: { deal: Deal }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  return (
    <Section id="refunds" title={t`Refund`}>
      <ul className="grid gap-2">
        {deal.refunds.map((refund) => (
          <li key={`${refund.reason}-${refund.requestedAt}`} data-testid="refund" data-state={refund.state}>
            <p className="font-semibold">
              {paisaText(f, refund.amountPaisa, i18n.locale)} · {refundStateLabel(refund.state)}
            </p>
            <p className="text-sm text-base-content/80">
              <Trans>
                Asked <time dateTime={refund.requestedAt}>{f.dateTime(refund.requestedAt)}</time>
              </Trans>
              {refund.confirmedAt ? (
                <>
                  {' · '}
                  <Trans>
                    confirmed <time dateTime={refund.confirmedAt}>{f.dateTime(refund.confirmedAt)}</time>
                  </Trans>
                </>
              ) : null}
              {refund.reference ? (
                <>
                  {' · '}
                  <Trans>
                    reference <span className="font-mono">{refund.reference}</span>
                  </Trans>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <Trans>A refund goes back the way you paid, within 3 days of the cancellation.</Trans>
      </p>
    </Section>
  );
}

/** Before the papers are shared the buyer may cancel, for a full refund. */
function BuyerCancel({ deal }: { deal: Deal }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const { run, busy } = useStep(deal._id);
  const amount = paisaText(f, deal.heldPaisa, i18n.locale);
  async function onCancel() {
    const sure = await confirmDialog({
      title: t`Cancel this deal?`,
      text: t`The seller is told, and ${amount} is refunded to you in full, the way you paid, within 3 days.`,
      confirmLabel: t`Cancel the deal`,
      cancelLabel: t`Keep it`,
      danger: true,
    });
    if (sure) await run({ kind: 'cancel' }, t`Deal cancelled: your refund of ${amount} has started.`);
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-outline btn-error" disabled={busy} onClick={onCancel}>
        <Trans>Cancel the deal</Trans>
      </button>
      <p className="text-sm">
        <Trans>You may cancel until the seller shares the papers: a full refund of {amount}.</Trans>
      </p>
    </div>
  );
}
