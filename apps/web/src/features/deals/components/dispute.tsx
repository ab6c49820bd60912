import {
  type Deal,
  DISPUTE_REASONS,
  type DisputeReason,
  MAX_DISPUTE_PHOTOS,
  openDisputeBodySchema,
} from '@best-bikes/contract';
import { MAX_IMAGE_BYTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { openDispute } from '../api/deal-steps';
import { dealKeys } from '../api/keys';
import { uploadDisputePhoto } from '../api/upload-photo';
import { paisaText } from '../lib/money';
import { disputeReasonLabel } from '../lib/words';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Whether the buyer may report a problem now (ADR 0151): once the papers are shared (the seller did
 * not come, the papers are wrong), or after the handover until the inspection time ends.
 */
export function canOpenDispute(deal: Deal, now: number): boolean {
  if (deal.side !== 'buyer' || deal.dispute) return false;
  if (deal.state === 'papers_shared') return true;
  return (
    deal.state === 'handed_over' && deal.inspectionEndsAt !== null && Date.parse(deal.inspectionEndsAt) > now
  );
}

/** A photo picked for the dispute and how far its upload went (null: not started). */
interface Picked {
  key: string;
  file: File;
  progress: number | null;
}

/** Keeps the photos that can be sent; says why the others were left out. */
function usePhotoPicker(room: number) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  function add(files: FileList | null) {
    if (!files) return;
    const problems: string[] = [];
    const next = [...photos];
    for (const file of Array.from(files)) {
      const name = file.name;
      if (!PHOTO_TYPES.includes(file.type)) problems.push(t`${name} is not a JPEG, PNG or WebP photo.`);
      else if (file.size > MAX_IMAGE_BYTES) problems.push(t`${name} is larger than 10 MB.`);
      else if (next.length >= room) {
        const most = room;
        problems.push(t`Add at most ${most} photos.`);
        break;
      } else
        next.push({ key: `${name}-${file.size}-${file.lastModified}-${next.length}`, file, progress: null });
    }
    setPhotos(next);
    setError(problems.length > 0 ? problems.join(' ') : null);
  }
  const remove = (key: string) => setPhotos((all) => all.filter((p) => p.key !== key));
  const setProgress = (key: string, progress: number) =>
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, progress } : p)));
  return { photos, error, add, remove, setProgress, clear: () => setPhotos([]) };
}

/**
 * Sends the picked photos one after another, each with its progress; answers the messages of those
 * that did not go (the dispute is open either way: they can be added again on its card).
 */
async function sendPhotos(
  dealId: string,
  photos: Picked[],
  setProgress: (key: string, progress: number) => void,
): Promise<string[]> {
  const failed: string[] = [];
  for (const photo of photos) {
    setProgress(photo.key, 0);
    try {
      await uploadDisputePhoto(dealId, photo.file, (fraction) => setProgress(photo.key, fraction));
    } catch (error) {
      failed.push(`${photo.file.name}: ${translateExternal(errorMessage(error))}`);
    }
  }
  return failed;
}

/** The picked photos: each with its name, a remove button before sending and a progress bar while it goes. */
function PickedPhotos({
  photos,
  busy,
  onRemove,
}: {
  photos: Picked[];
  busy: boolean;
  onRemove: (key: string) => void;
}) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  return (
    <ul className="grid gap-2" data-testid="dispute-picked">
      {photos.map((photo) => {
        const name = photo.file.name;
        return (
          <li key={photo.key} className="grid gap-1">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 text-sm [overflow-wrap:anywhere]">{name}</span>
              {busy ? null : (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm shrink-0"
                  onClick={() => onRemove(photo.key)}
                  aria-label={t`Remove ${name}`}
                >
                  <Trans>Remove</Trans>
                </button>
              )}
            </div>
            {photo.progress !== null ? (
              <progress
                className="progress progress-primary w-full"
                value={Math.round(photo.progress * 100)}
                max={100}
                aria-label={t`Sending ${name}`}
                data-testid="dispute-photo-progress"
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * docs/product.md#the-deal: the buyer's "Report a problem" form. A reason, what happened, up to four
 * private photos; checked here with the API's own rules first, so bad input sends nothing.
 */
export function DisputeForm({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const f = useFormat();
  const client = useQueryClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const picker = usePhotoPicker(MAX_DISPUTE_PHOTOS);
  const formId = `${ids}-form`;
  const until = deal.inspectionEndsAt;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = openDisputeBodySchema.safeParse({ reason: reason || undefined, text });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'text';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const opened = await openDispute(deal._id, checked.data);
      const failed = await sendPhotos(deal._id, picker.photos, picker.setProgress);
      client.setQueryData(dealKeys.one(deal._id), opened);
      await client.invalidateQueries({ queryKey: dealKeys.all });
      toast.success(t`Your dispute is open. The money stays held until we decide.`);
      if (failed.length > 0) {
        const list = failed.join(' ');
        toast.error(t`Some photos were not sent (${list}). Add them again on the dispute.`);
      }
    } catch (error) {
      // Refused (the inspection time ended, the deal moved on): nothing was opened; the page catches up.
      setErrors({ form: translateExternal(errorMessage(error)) });
      await client.invalidateQueries({ queryKey: dealKeys.one(deal._id) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="dispute-form-heading"
      className="card border border-base-300 bg-base-100"
      data-testid="dispute-form"
    >
      <div className="card-body gap-3 p-4">
        <h2 id="dispute-form-heading" className="card-title text-lg">
          <Trans>Report a problem</Trans>
        </h2>
        <p>
          {deal.state === 'handed_over' && until ? (
            <Trans>
              If the bike or its papers are not what the ad said, tell us before{' '}
              <time dateTime={until}>{f.dateTime(until)}</time> (Dhaka time). The money stays held until we
              decide.
            </Trans>
          ) : (
            <Trans>
              If the seller did not come, or the bike or its papers are not what the ad said, tell us before
              you give your code. The money stays held until we decide.
            </Trans>
          )}
        </p>
        {!open ? (
          <button
            type="button"
            className="btn btn-outline btn-error w-fit"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => setOpen(true)}
          >
            <Trans>Report a problem</Trans>
          </button>
        ) : (
          <form id={formId} className="grid gap-3" noValidate onSubmit={submit}>
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}
              aria-invalid={Boolean(errors.reason)}
            >
              <legend className="mb-1 font-medium">
                <Trans>What went wrong?</Trans>
              </legend>
              {DISPUTE_REASONS.map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    className="radio radio-sm"
                    name={`${ids}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {disputeReasonLabel(value)}
                </label>
              ))}
              {errors.reason ? (
                <p id={`${ids}-reason-error`} role="alert" className="text-sm text-error">
                  {translateExternal(errors.reason)}
                </p>
              ) : null}
            </fieldset>
            <Field
              id={`${ids}-text`}
              label={t`What happened`}
              error={errors.text}
              hint={t`At least 10 letters. The seller reads this too.`}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="textarea w-full"
                  rows={4}
                  maxLength={2000}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              )}
            </Field>
            <div className="fieldset">
              <label htmlFor={`${ids}-photos`} className="fieldset-legend">
                <Trans>Photos (up to 4)</Trans>
              </label>
              <input
                id={`${ids}-photos`}
                type="file"
                multiple
                accept={PHOTO_TYPES.join(',')}
                className="file-input w-full"
                disabled={busy || picker.photos.length >= MAX_DISPUTE_PHOTOS}
                aria-describedby={`${ids}-photos-hint${picker.error ? ` ${ids}-photos-error` : ''}`}
                onChange={(event) => {
                  picker.add(event.target.files);
                  event.target.value = '';
                }}
              />
              <p id={`${ids}-photos-hint`} className="label whitespace-normal text-base-content/80">
                <Trans>
                  Only you and Best Bikes see them, never the seller. JPEG, PNG or WebP, 10 MB each.
                </Trans>
              </p>
              {picker.error ? (
                <p id={`${ids}-photos-error`} role="alert" className="text-sm text-error">
                  {picker.error}
                </p>
              ) : null}
            </div>
            <PickedPhotos photos={picker.photos} busy={busy} onRemove={picker.remove} />
            {errors.form ? (
              <p role="alert" className="text-error" data-testid="dispute-refused">
                {errors.form}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-error" disabled={busy}>
                {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                <Trans>Send to Best Bikes</Trans>
              </button>
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setOpen(false)}>
                <Trans>Not now</Trans>
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

/** The buyer adds a photo to their open dispute (one that did not go with the form, or a new one). */
function AddDisputePhoto({ deal, room }: { deal: Deal; room: number }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const ids = useId();
  const picker = usePhotoPicker(room);
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    const failed = await sendPhotos(deal._id, picker.photos, picker.setProgress);
    picker.clear();
    await client.invalidateQueries({ queryKey: dealKeys.one(deal._id) });
    setBusy(false);
    if (failed.length > 0) toast.error(failed.join(' '));
    else toast.success(t`Photos added to your dispute.`);
  }
  return (
    <div className="grid gap-2">
      <div className="fieldset">
        <label htmlFor={`${ids}-more`} className="fieldset-legend">
          <Trans>Add photos</Trans>
        </label>
        <input
          id={`${ids}-more`}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className="file-input w-full"
          disabled={busy || picker.photos.length >= room}
          aria-describedby={picker.error ? `${ids}-more-error` : undefined}
          onChange={(event) => {
            picker.add(event.target.files);
            event.target.value = '';
          }}
        />
        {picker.error ? (
          <p id={`${ids}-more-error`} role="alert" className="text-sm text-error">
            {picker.error}
          </p>
        ) : null}
      </div>
      <PickedPhotos photos={picker.photos} busy={busy} onRemove={picker.remove} />
      {picker.photos.length > 0 ? (
        <button type="button" className="btn btn-primary w-fit" disabled={busy} onClick={send}>
          <Trans>Send the photos</Trans>
        </button>
      ) : null}
    </div>
  );
}

/**
 * An opened dispute on the deal's page: what the buyer reported, its photos (the buyer's own; the
 * seller is told there are some), and what happens next, or the decision and its reason.
 */
export function DisputeView({ deal }: { deal: Deal }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const dispute = deal.dispute;
  if (!dispute) return null;
  const photos = dispute.photos.filter((p) => p.url);
  const room = MAX_DISPUTE_PHOTOS - dispute.photos.length;
  const open = dispute.resolution === null;
  const refund = paisaText(f, dispute.refundPaisa ?? 0, i18n.locale);
  return (
    <section
      aria-labelledby="dispute-heading"
      className="card border border-error/40 bg-base-100"
      data-testid="dispute"
      data-resolution={dispute.resolution ?? 'open'}
    >
      <div className="card-body gap-3 p-4">
        <h2 id="dispute-heading" className="card-title text-lg">
          {deal.side === 'buyer' ? t`Your dispute` : t`The buyer's dispute`}
        </h2>
        <p>
          <span className={`badge ${open ? 'badge-error' : 'badge-success'}`} data-testid="dispute-status">
            {open ? t`Waiting for our decision` : t`Decided`}
          </span>
        </p>
        <dl className="grid gap-1">
          <dt className="text-sm text-base-content/80">
            <Trans>What went wrong</Trans>
          </dt>
          <dd className="font-semibold">{disputeReasonLabel(dispute.reason)}</dd>
          <dt className="text-sm text-base-content/80">
            <Trans>What happened</Trans>
          </dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]" data-testid="dispute-text">
            {dispute.text}
          </dd>
          <dt className="text-sm text-base-content/80">
            <Trans>Reported</Trans>
          </dt>
          <dd>
            <time dateTime={dispute.openedAt}>{f.dateTime(dispute.openedAt)}</time>
          </dd>
        </dl>
        {photos.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="dispute-photos">
            {photos.map((photo, i) => {
              const alt = t`Your photo ${f.number(i + 1)}`;
              return (
                <li key={photo._id}>
                  <a href={photo.url ?? undefined} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={photo.url ?? undefined}
                      alt={alt}
                      className="aspect-[4/3] w-full rounded border border-base-300 object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
        {deal.side === 'seller' && dispute.photos.length > 0 ? (
          <p className="text-sm">
            <Trans>The buyer also sent photos to Best Bikes.</Trans>
          </p>
        ) : null}

        {open ? (
          <div className="rounded-box bg-base-200 p-3" data-testid="dispute-next">
            <p className="font-semibold">
              <Trans>What happens next</Trans>
            </p>
            <ul className="list-disc ps-5">
              <li>
                {deal.side === 'seller' ? (
                  <Trans>The money stays held: it is not paid out while the dispute is open.</Trans>
                ) : (
                  <Trans>The money stays held: the seller is not paid while the dispute is open.</Trans>
                )}
              </li>
              <li>
                <Trans>
                  Best Bikes reads what was reported, looks at the photos, the papers and the timeline, and
                  may ask either of you more.
                </Trans>
              </li>
              <li>
                <Trans>
                  We then decide: the money goes to the seller, back to the buyer, or part of it back to the
                  buyer. You both get the decision and its reason here and by e-mail.
                </Trans>
              </li>
            </ul>
          </div>
        ) : (
          <div className="rounded-box bg-base-200 p-3" data-testid="dispute-decision">
            <p className="font-semibold">
              {dispute.resolution === 'release' ? (
                <Trans>Decided: the money goes to the seller.</Trans>
              ) : dispute.resolution === 'refund' ? (
                <Trans>Decided: a full refund to the buyer.</Trans>
              ) : (
                <Trans>Decided: {refund} back to the buyer, the rest to the seller.</Trans>
              )}
            </p>
            {dispute.resolutionReason ? (
              <p className="[overflow-wrap:anywhere]">
                <Trans>Why: {dispute.resolutionReason}</Trans>
              </p>
            ) : null}
          </div>
        )}
        {open && deal.side === 'buyer' && room > 0 ? <AddDisputePhoto deal={deal} room={room} /> : null}
      </div>
    </section>
  );
}
