import type { ChassisHold, PaperCheckQueueItem } from '@best-bikes/contract';
import { mediaAtWidth } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { confirmDialog } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { type Formatters, useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { adminPaperPhotoUrl, useDecidePapers, usePaperChecks } from '../api/paper-checks';
import {
  useAddStolen,
  useChassisHolds,
  useRefuseHold,
  useReleaseHold,
  useRemoveStolen,
  useSetVerificationSettings,
  useStolenChassis,
  useVerificationSettings,
} from '../api/register';
import { ListState } from '../components/list-state';

/**
 * The admins' verification tools: whether posting and a first message need a proven phone
 * (docs/product.md#proven-phone-numbers), the listings held because another live listing has their
 * chassis number, each beside that listing, the papers sellers sent for a check
 * (docs/product.md#papers-checked), and the list of chassis numbers reported stolen
 * (docs/product.md#chassis-register).
 */
export function VerificationPage() {
  const { t } = useLingui();
  useTitle(t`Verification`);
  return (
    <section aria-labelledby="verification-heading" className="grid gap-10">
      <h1 id="verification-heading" className="text-3xl font-bold">
        <Trans>Verification</Trans>
      </h1>
      <PhoneSetting />
      <PapersToCheck />
      <HeldListings />
      <StolenList />
    </section>
  );
}

function PhoneSetting() {
  const { t } = useLingui();
  const settings = useVerificationSettings();
  const save = useSetVerificationSettings();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-phone`}
      className="card bg-base-100 shadow-sm"
      data-testid="phone-setting"
    >
      <div className="card-body gap-2">
        <h2 id={`${id}-phone`} className="text-xl font-bold">
          <Trans>Proven phone numbers</Trans>
        </h2>
        <ListState isPending={settings.isPending} error={settings.error} onRetry={() => settings.refetch()}>
          <label className="flex cursor-pointer items-center gap-3" htmlFor={`${id}-required`}>
            <input
              id={`${id}-required`}
              type="checkbox"
              className="checkbox checkbox-primary"
              checked={settings.data?.phone_required ?? false}
              disabled={save.isPending}
              onChange={async (event) => {
                try {
                  await save.mutateAsync({ phone_required: event.target.checked });
                  toast.success(t`Saved.`);
                } catch (error) {
                  toast.error(errorMessage(error));
                }
              }}
            />
            <span>
              <Trans>
                Sellers need a proven mobile number to post a bike, and buyers to send a first message
              </Trans>
            </span>
          </label>
        </ListState>
      </div>
    </section>
  );
}

function PapersToCheck() {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <QueueSection
      title={<Trans>Papers to check</Trans>}
      intro={
        <Trans>
          Compare the owner’s name on the papers with the seller’s name, and the chassis and engine numbers
          with the photos. Approve, or refuse with a reason the seller reads.
        </Trans>
      }
      query={usePaperChecks()}
      empty={t`No papers are waiting.`}
      renderItem={(item) => <PaperCheckCard key={item.product_id} item={item} format={format} />}
    />
  );
}

function PaperCheckCard({ item, format }: { item: PaperCheckQueueItem; format: Formatters }) {
  const { t } = useLingui();
  const decide = useDecidePapers();
  const [reason, setReason] = useState('');
  const id = useId();
  const namesDiffer = item.owner_name.trim().toLowerCase() !== item.seller_name.trim().toLowerCase();

  async function approve() {
    try {
      await decide.mutateAsync({ id: item.product_id, approve: true });
      toast.success(t`Papers approved.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function refuseIt(event: FormEvent) {
    event.preventDefault();
    try {
      await decide.mutateAsync({ id: item.product_id, approve: false, reason });
      toast.success(t`Refused.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const photos = [
    ['registration', t`Registration certificate or smart card`],
    ['tax_token', t`Tax token`],
  ] as const;
  return (
    <li className="card card-border bg-base-100" data-testid="paper-check">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h3 className="font-semibold [overflow-wrap:anywhere]">{item.product_name}</h3>
          <span className="text-sm opacity-70">
            {format.money(item.resale_price)}
            {item.milage !== null ? ` · ${format.number(item.milage)} km` : ''} ·{' '}
            {format.dateTime(item.submitted_at)}
          </span>
          {item.km_rollback ? (
            <span className="badge badge-warning" data-testid="paper-check-rollback">
              <Trans>Kilometres lower than an earlier listing</Trans>
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="opacity-70">
            <Trans>Seller</Trans>
          </dt>
          <dd className="[overflow-wrap:anywhere]">
            {item.seller_name} · {item.seller_email}
          </dd>
          <dt className="opacity-70">
            <Trans>Owner on the papers</Trans>
          </dt>
          <dd className="[overflow-wrap:anywhere]">
            <span className="font-semibold">{item.owner_name}</span>
            {namesDiffer ? (
              <span className="badge badge-warning badge-sm ml-2">
                <Trans>not the seller’s name</Trans>
              </span>
            ) : null}
          </dd>
          <dt className="opacity-70">
            <Trans>Chassis:</Trans>
          </dt>
          <dd className="font-mono [overflow-wrap:anywhere]">{item.chassis_number}</dd>
          <dt className="opacity-70">
            <Trans>Engine:</Trans>
          </dt>
          <dd className={item.engine_number ? 'font-mono [overflow-wrap:anywhere]' : ''}>
            {item.engine_number ?? t`Not given`}
          </dd>
        </dl>
        <div className="grid grid-cols-2 gap-3">
          {photos.map(([kind, label]) => (
            <a key={kind} href={adminPaperPhotoUrl(item.product_id, kind)} target="_blank" rel="noreferrer">
              <img
                src={adminPaperPhotoUrl(item.product_id, kind)}
                alt={label}
                className="aspect-[4/3] w-full rounded border border-base-300 object-contain"
                loading="lazy"
              />
              {/* The alt names the photo for screen readers; the caption is for the eye. */}
              <span className="text-sm" aria-hidden="true">
                {label}
              </span>
            </a>
          ))}
        </div>
        <form className="flex flex-wrap items-end gap-2" onSubmit={refuseIt}>
          <label className="min-w-56 grow" htmlFor={`${id}-reason`}>
            <span className="label-text mb-1 block text-sm">{t`Reason for refusing`}</span>
            <input
              id={`${id}-reason`}
              className="input input-sm w-full"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={3}
              maxLength={300}
              required
            />
          </label>
          <button type="submit" className="btn btn-error btn-outline btn-sm" disabled={decide.isPending}>
            <Trans>Refuse</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={decide.isPending}
            onClick={approve}
          >
            <Trans>Approve</Trans>
          </button>
        </form>
      </div>
    </li>
  );
}

function HeldListings() {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <QueueSection
      title={<Trans>Held listings</Trans>}
      intro={
        <Trans>
          Each was posted with the chassis number of another live listing. Compare them: publish it once the
          other is withdrawn, or refuse it with a reason.
        </Trans>
      }
      query={useChassisHolds()}
      empty={t`No listings are held.`}
      renderItem={(hold) => <HoldCard key={hold.held._id} hold={hold} format={format} />}
    />
  );
}

type Listing = ChassisHold['held'];

function ListingSide({ listing, label, format }: { listing: Listing; label: string; format: Formatters }) {
  const { t } = useLingui();
  const states: Record<string, string> = {
    Available: t`Available`,
    Booked: t`Booked`,
    Sold: t`Sold`,
    Withdrawn: t`Withdrawn`,
    Held: t`Held for review`,
  };
  return (
    <div className="flex gap-3 rounded-box bg-base-200 p-3" data-testid="register-listing">
      <img
        src={mediaAtWidth(listing.img, 320)}
        alt=""
        width="96"
        height="72"
        className="h-18 w-24 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 text-sm">
        <p className="text-xs uppercase tracking-wide opacity-70">{label}</p>
        <p className="font-semibold [overflow-wrap:anywhere]">{listing.product_name}</p>
        <p className="[overflow-wrap:anywhere]">
          {listing.seller_name} · {listing.seller_email}
        </p>
        <p>
          {format.money(listing.resale_price)}
          {listing.milage !== null ? ` · ${format.number(listing.milage)} km` : ''} ·{' '}
          {states[listing.state] ?? listing.state}
        </p>
        <p className="opacity-70">{format.dateTime(listing.posted_at)}</p>
      </div>
    </div>
  );
}

function HoldCard({ hold, format }: { hold: ChassisHold; format: Formatters }) {
  const { t } = useLingui();
  const release = useReleaseHold();
  const refuse = useRefuseHold();
  const [reason, setReason] = useState('');
  const id = useId();
  const busy = release.isPending || refuse.isPending;

  async function publish() {
    try {
      await release.mutateAsync(hold.held._id);
      toast.success(t`Published.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function refuseIt(event: FormEvent) {
    event.preventDefault();
    try {
      await refuse.mutateAsync({ id: hold.held._id, reason });
      toast.success(t`Refused.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="card card-border bg-base-100" data-testid="chassis-hold">
      <div className="card-body gap-3 p-4">
        <p className="text-sm">
          <Trans>Chassis:</Trans> <span className="font-mono font-semibold">{hold.chassis_number}</span>
          {hold.engine_number ? (
            <>
              {' · '}
              <Trans>Engine:</Trans> <span className="font-mono">{hold.engine_number}</span>
            </>
          ) : null}
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <ListingSide listing={hold.held} label={t`Held`} format={format} />
          {hold.others.map((other) => (
            <ListingSide key={other._id} listing={other} label={t`Same chassis`} format={format} />
          ))}
        </div>
        <form className="flex flex-wrap items-end gap-2" onSubmit={refuseIt}>
          <label className="min-w-56 grow" htmlFor={`${id}-reason`}>
            <span className="label-text mb-1 block text-sm">{t`Reason for refusing`}</span>
            <input
              id={`${id}-reason`}
              className="input input-sm w-full"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={3}
              maxLength={300}
              required
            />
          </label>
          <button type="submit" className="btn btn-error btn-outline btn-sm" disabled={busy}>
            <Trans>Refuse</Trans>
          </button>
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={publish}>
            <Trans>Publish</Trans>
          </button>
        </form>
      </div>
    </li>
  );
}

function StolenList() {
  const { t } = useLingui();
  const format = useFormat();
  const stolen = useStolenChassis();
  const add = useAddStolen();
  const remove = useRemoveStolen();
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      await add.mutateAsync({
        chassis_number: String(data.get('chassis_number') ?? ''),
        reason: String(data.get('reason') ?? ''),
      });
      form.reset();
      toast.success(t`Added to the stolen list.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function takeOff(chassis: string) {
    const ok = await confirmDialog({
      title: t`Take ${chassis} off the stolen list?`,
      text: t`Bikes with this chassis number can be listed again.`,
      confirmLabel: t`Take off`,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(chassis);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <QueueSection
      title={<Trans>Stolen chassis numbers</Trans>}
      intro={
        <Trans>
          A bike with one of these chassis numbers cannot be listed; each attempt is in the audit log.
        </Trans>
      }
      query={stolen}
      empty={t`No chassis numbers are listed.`}
      listClassName="mt-4 grid gap-2"
      listTestId="stolen-list"
      renderItem={(entry) => (
        <li
          key={entry.chassis_number}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box border border-base-300 p-3"
        >
          <span className="font-mono font-semibold">{entry.chassis_number}</span>
          <span className="min-w-0 grow [overflow-wrap:anywhere]">{entry.reason}</span>
          <span className="text-sm opacity-70">
            {entry.added_by} · {format.dateTime(entry.added_at)}
          </span>
          {entry.live_listings.length > 0 ? (
            <span className="badge badge-warning">
              {t`Live now: ${entry.live_listings.map((l) => l.product_name).join(', ')}`}
            </span>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={remove.isPending}
            onClick={() => takeOff(entry.chassis_number)}
          >
            <Trans>Take off</Trans>
          </button>
        </li>
      )}
    >
      <form className="card bg-base-100 shadow-sm" onSubmit={submit} data-testid="add-stolen-form">
        <div className="card-body grid gap-3 md:grid-cols-[1fr_2fr_auto] md:items-end">
          <label htmlFor={`${id}-chassis`}>
            <span className="label-text mb-1 block">{t`Chassis Number`}</span>
            <input
              id={`${id}-chassis`}
              name="chassis_number"
              className="input w-full font-mono"
              autoComplete="off"
              maxLength={60}
              required
            />
          </label>
          <label htmlFor={`${id}-why`}>
            <span className="label-text mb-1 block">{t`Police case or who reported it`}</span>
            <input id={`${id}-why`} name="reason" className="input w-full" maxLength={300} required />
          </label>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            <Trans>Add to the list</Trans>
          </button>
        </div>
      </form>
    </QueueSection>
  );
}

/**
 * One of the page's queues: its heading, what the admin does with it, anything before the list (the
 * stolen list's form), then its items, or a line saying there are none.
 */
function QueueSection<Item>({
  title,
  intro,
  query,
  empty,
  listClassName = 'grid gap-4',
  listTestId,
  renderItem,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  query: { data?: Item[]; isPending: boolean; error: unknown; refetch: () => unknown };
  empty: string;
  listClassName?: string;
  listTestId?: string;
  renderItem: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const list = query.data ?? [];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mb-4 opacity-80">{intro}</p>
      {children}
      <ListState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {list.length === 0 ? (
          <p className="py-6 text-center text-lg font-semibold opacity-80">{empty}</p>
        ) : (
          <ul className={listClassName} data-testid={listTestId}>
            {list.map(renderItem)}
          </ul>
        )}
      </ListState>
    </section>
  );
}
