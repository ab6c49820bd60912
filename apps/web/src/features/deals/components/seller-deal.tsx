import { type Deal, PAPER_KINDS, type PaperKind } from '@best-bikes/contract';
import { toLatinDigits } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { dealKeys } from '../api/keys';
import { uploadPaperPhoto } from '../api/upload-photo';
import { dhakaLocalToIso, isoToDhakaLocal } from '../lib/dhaka-time';
import { paperLabel } from '../lib/words';
import { useStep } from './use-step';

const BEFORE_HANDOVER: readonly Deal['state'][] = ['held', 'papers_shared'];

/** The seller's part of the deal page (docs/product.md#the-deal). */
export function SellerDeal({ deal }: { deal: Deal }) {
  const before = BEFORE_HANDOVER.includes(deal.state);
  return (
    <>
      {deal.state === 'papers_shared' ? <CodeEntry deal={deal} /> : null}
      {before ? <PaperUpload deal={deal} /> : <SentPapers deal={deal} />}
      {before ? <MeetingProposal deal={deal} /> : null}
      {before ? <SellerCancel deal={deal} /> : null}
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

/** At the meeting the seller types the buyer's code: the handover. The code itself never shows here. */
function CodeEntry({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const f = useFormat();
  const { run, busy } = useStep(deal._id);
  const [code, setCode] = useState('');
  const left = deal.handoverTriesLeft ?? 0;
  const tries = f.number(left);
  return (
    <Section id="code-entry" title={t`Hand over`}>
      <form
        className="grid gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await run({ kind: 'code', code }, t`Handed over. The buyer now has time to check the bike.`))
            setCode('');
        }}
      >
        <label htmlFor="handover-code-input" className="font-medium">
          <Trans>The buyer's 6-digit code</Trans>
        </label>
        <p id="handover-code-hint" className="text-sm">
          <Trans>
            At the meeting, once the buyer has the bike and its papers, ask them for the code on their page
            and type it here.
          </Trans>
        </p>
        <input
          id="handover-code-input"
          className="input w-40 font-mono text-2xl tracking-widest"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-describedby="handover-code-hint handover-tries"
          value={code}
          onChange={(event) => setCode(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, 6))}
        />
        <p id="handover-tries" className="text-sm" data-testid="tries-left">
          {left > 0 ? (
            <Trans>Wrong codes you may still enter: {tries}</Trans>
          ) : (
            <Trans>Too many wrong codes: the buyer confirms the handover on their page instead.</Trans>
          )}
        </p>
        <button
          type="submit"
          className="btn btn-primary w-fit"
          disabled={busy || code.length !== 6 || left === 0}
        >
          <Trans>Hand over</Trans>
        </button>
      </form>
    </Section>
  );
}

/** Which papers went to the buyer (the seller sees that they were sent, not the photos). */
function SentPapers({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const kinds = new Set(deal.papers.photos.map((p) => p.kind));
  return (
    <Section id="papers" title={t`Papers`}>
      <ul className="grid gap-1">
        {PAPER_KINDS.map((kind) => (
          <li key={kind}>
            {paperLabel(kind)}: {kinds.has(kind) ? <Trans>sent</Trans> : <Trans>not sent</Trans>}
          </li>
        ))}
      </ul>
      {deal.papers.chassisNumber ? (
        <p className="font-mono [overflow-wrap:anywhere]">
          {deal.papers.chassisNumber} · {deal.papers.engineNumber}
        </p>
      ) : null}
    </Section>
  );
}

/** A photo of each paper (with its progress), then the chassis and engine numbers: the papers are shared. */
function PaperUpload({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const { run, busy } = useStep(deal._id);
  const [progress, setProgress] = useState<Partial<Record<PaperKind, number>>>({});
  const [chassis, setChassis] = useState(deal.papers.chassisNumber ?? '');
  const [engine, setEngine] = useState(deal.papers.engineNumber ?? '');
  const shared = deal.state === 'papers_shared';
  const sent = (kind: PaperKind) => deal.papers.photos.filter((p) => p.kind === kind).length;
  const uploading = Object.values(progress).some((v) => v !== undefined);

  async function onFile(kind: PaperKind, file: File | undefined) {
    if (!file) return;
    setProgress((p) => ({ ...p, [kind]: 0 }));
    try {
      await uploadPaperPhoto(deal._id, kind, file, (fraction) =>
        setProgress((p) => ({ ...p, [kind]: fraction })),
      );
      await client.invalidateQueries({ queryKey: dealKeys.one(deal._id) });
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Not sent`, text: translateExternal(errorMessage(error)) });
    } finally {
      setProgress((p) => ({ ...p, [kind]: undefined }));
    }
  }

  return (
    <Section id="papers" title={t`Papers for the buyer`}>
      <p>
        <Trans>
          Send a clear photo of each paper. Only the buyer of this deal and Best Bikes see them, never the
          public.
        </Trans>
      </p>
      <ul className="grid gap-3">
        {PAPER_KINDS.map((kind) => {
          const id = `paper-${kind}`;
          const value = progress[kind];
          const count = sent(kind);
          return (
            <li key={kind} className="grid gap-1" data-testid={id}>
              <label htmlFor={id} className="font-medium">
                {paperLabel(kind)}
              </label>
              <input
                id={id}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="file-input w-full max-w-sm"
                disabled={value !== undefined}
                onChange={(event) => {
                  void onFile(kind, event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              {value !== undefined ? (
                <progress
                  className="progress progress-primary w-full max-w-sm"
                  value={Math.round(value * 100)}
                  max={100}
                  aria-label={t`Sending ${paperLabel(kind)}`}
                />
              ) : count > 0 ? (
                <p className="text-sm text-success-content" data-testid="paper-sent">
                  <span className="badge badge-success badge-sm">
                    <Trans>Sent</Trans>
                  </span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {shared ? (
        <p className="font-mono [overflow-wrap:anywhere]" data-testid="paper-numbers">
          <Trans>Chassis number</Trans>: {deal.papers.chassisNumber} · <Trans>Engine number</Trans>:{' '}
          {deal.papers.engineNumber}
        </p>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              { kind: 'papers', chassisNumber: chassis, engineNumber: engine },
              t`Papers shared with the buyer.`,
            );
          }}
        >
          <div className="grid gap-1">
            <label htmlFor="chassis-number" className="font-medium">
              <Trans>Chassis number</Trans>
            </label>
            <input
              id="chassis-number"
              className="input w-full max-w-sm font-mono uppercase"
              autoCapitalize="characters"
              maxLength={30}
              value={chassis}
              onChange={(event) => setChassis(toLatinDigits(event.target.value).toUpperCase())}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="engine-number" className="font-medium">
              <Trans>Engine number</Trans>
            </label>
            <input
              id="engine-number"
              className="input w-full max-w-sm font-mono uppercase"
              autoCapitalize="characters"
              maxLength={30}
              value={engine}
              onChange={(event) => setEngine(toLatinDigits(event.target.value).toUpperCase())}
            />
          </div>
          <p className="text-sm">
            <Trans>As stamped on the bike: the buyer checks them at the meeting.</Trans>
          </p>
          <button
            type="submit"
            className="btn btn-primary w-fit"
            disabled={busy || uploading || PAPER_KINDS.some((k) => sent(k) === 0)}
          >
            <Trans>Share the papers</Trans>
          </button>
        </form>
      )}
    </Section>
  );
}

/** A place and up to three times before the handover deadline (Dhaka time); changeable until the handover. */
function MeetingProposal({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const f = useFormat();
  const { run, busy } = useStep(deal._id);
  const [place, setPlace] = useState(deal.meeting.place ?? '');
  const [times, setTimes] = useState<string[]>(() => {
    const known = deal.meeting.times.map((time) => isoToDhakaLocal(time));
    return [0, 1, 2].map((i) => known[i] ?? '');
  });
  const min = isoToDhakaLocal(Date.now());
  const max = isoToDhakaLocal(deal.handoverDueAt);
  const chosen = times.map(dhakaLocalToIso).filter((time): time is string => time !== null);
  const labels = [t`First time`, t`Second time (optional)`, t`Third time (optional)`];
  return (
    <Section id="meeting" title={t`Meeting`}>
      {deal.meeting.at ? (
        <p data-testid="meeting-chosen">
          <Trans>
            The buyer picked <time dateTime={deal.meeting.at}>{f.dateTime(deal.meeting.at)}</time> (Dhaka
            time).
          </Trans>
        </p>
      ) : deal.meeting.times.length > 0 ? (
        <p>
          <Trans>Waiting for the buyer to pick a time.</Trans>
        </p>
      ) : null}
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run({ kind: 'meeting', place, times: chosen }, t`Meeting times sent to the buyer.`);
        }}
      >
        <div className="grid gap-1">
          <label htmlFor="meeting-place" className="font-medium">
            <Trans>Place</Trans>
          </label>
          <input
            id="meeting-place"
            className="input w-full max-w-md"
            maxLength={200}
            placeholder={t`A busy public place, e.g. a fuel station`}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
          />
        </div>
        {times.map((value, i) => (
          <div key={labels[i]} className="grid gap-1">
            <label htmlFor={`meeting-time-${i}`} className="font-medium">
              {labels[i]}
            </label>
            <input
              id={`meeting-time-${i}`}
              type="datetime-local"
              className="input w-full max-w-xs"
              min={min}
              max={max}
              value={value}
              onChange={(event) => setTimes((old) => old.map((v, k) => (k === i ? event.target.value : v)))}
            />
          </div>
        ))}
        <p className="text-sm">
          <Trans>
            Dhaka time, before the deadline{' '}
            <time dateTime={deal.handoverDueAt}>{f.dateTime(deal.handoverDueAt)}</time>.
          </Trans>
        </p>
        <button
          type="submit"
          className="btn btn-primary w-fit"
          disabled={busy || place.trim().length < 3 || chosen.length === 0}
        >
          {deal.meeting.times.length > 0 ? (
            <Trans>Change the meeting</Trans>
          ) : (
            <Trans>Offer these times</Trans>
          )}
        </button>
      </form>
    </Section>
  );
}

/** The seller may cancel before the handover: the buyer is refunded in full and it counts on their record. */
function SellerCancel({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const { run, busy } = useStep(deal._id);
  async function onCancel() {
    const sure = await confirmDialog({
      title: t`Cancel this sale?`,
      text: t`The buyer is refunded in full, and the cancellation counts on your record as a seller.`,
      confirmLabel: t`Cancel the sale`,
      cancelLabel: t`Keep it`,
      danger: true,
    });
    if (sure) await run({ kind: 'cancel' }, t`Sale cancelled: the buyer is refunded in full.`);
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-outline btn-error" disabled={busy} onClick={onCancel}>
        <Trans>Cancel the sale</Trans>
      </button>
      <p className="text-sm">
        <Trans>A cancelled sale counts on your record as a seller.</Trans>
      </p>
    </div>
  );
}
