import { PAPERS_MESSAGES, type PaperCheckPhotoKind, type PaperCheckStatus } from '@best-bikes/contract';
import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useMyProducts } from '../api/get-my-products';
import { paperPhotoUrl, usePaperCheck, useSubmitPapers, useUploadPaperPhoto } from '../api/papers';

/**
 * A listing's papers (docs/product.md#papers-checked): the seller sends a photo of the registration
 * certificate (or smart card) and of the tax token, and the owner's name as the papers give it; an
 * admin compares them with the listing's chassis and engine numbers. Approved, the bike shows
 * "Papers checked"; refused, the seller reads why and may send them again.
 */
export function PapersPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const list = useMyProducts(user?.email ?? '');
  const product = list.data?.products.find((p) => p._id === id);
  const check = usePaperCheck(id);
  const { t } = useLingui();
  useTitle(product ? t`Papers of ${product.product_name}` : t`Papers`);

  if (list.isPending || check.isPending) return <Spinner label={t`Loading the papers`} />;
  if (!product || !check.data) {
    return (
      <section className="mx-auto max-w-3xl py-10 text-center" data-testid="papers-not-found">
        <h1 className="text-2xl font-bold">
          <Trans>This bike is not among your products</Trans>
        </h1>
        <Link to={ROUTES.myProducts} className="btn btn-primary mt-4">
          <Trans>Back to My Products</Trans>
        </Link>
      </section>
    );
  }
  const status = check.data;
  const editable = status.state === null || status.state === 'Refused';
  return (
    <section className="mx-auto grid max-w-3xl gap-6" aria-labelledby="papers-heading">
      <div>
        <h1 id="papers-heading" className="mb-2 text-3xl font-bold [overflow-wrap:anywhere]">
          <Trans>Papers of {product.product_name}</Trans>
        </h1>
        <p>
          <Link to={ROUTES.myProducts} className="link">
            <Trans>Back to My Products</Trans>
          </Link>
        </p>
      </div>
      <StateNotice status={status} />
      <p>
        <Trans>
          An admin compares your papers with this listing: the owner’s name with yours, and the chassis and
          engine numbers with the photos. Checked papers show “Papers checked” to buyers. The photos are seen
          only by you and the admins.
        </Trans>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="papers-numbers">
        <dt className="opacity-70">
          <Trans>Chassis Number</Trans>
        </dt>
        <dd className={product.chassis_number ? 'font-mono [overflow-wrap:anywhere]' : ''}>
          {product.chassis_number ?? t`Not given`}
        </dd>
        <dt className="opacity-70">
          <Trans>Engine number</Trans>
        </dt>
        <dd className={product.engine_number ? 'font-mono [overflow-wrap:anywhere]' : ''}>
          {product.engine_number ?? t`Not given`}
        </dd>
      </dl>
      {!status.has_chassis ? (
        <div role="alert" className="alert alert-warning">
          <span>{translateExternal(PAPERS_MESSAGES.noChassis)}</span>
        </div>
      ) : editable ? (
        <PapersForm id={id} status={status} />
      ) : (
        <PhotoList id={id} status={status} />
      )}
    </section>
  );
}

function StateNotice({ status }: { status: PaperCheckStatus }) {
  const f = useFormat();
  if (status.state === 'Pending')
    return (
      <div role="status" className="alert alert-info" data-testid="papers-state">
        <span>
          <Trans>Sent {f.dateTime(status.submitted_at ?? '')}: waiting for an admin’s check.</Trans>
        </span>
      </div>
    );
  if (status.state === 'Approved')
    return (
      <div role="status" className="alert alert-success" data-testid="papers-state">
        <span>
          <Trans>Papers checked: buyers see it on this bike.</Trans>
        </span>
      </div>
    );
  if (status.state === 'Refused')
    return (
      <div role="status" className="alert alert-error" data-testid="papers-state">
        <span className="[overflow-wrap:anywhere]">
          <Trans>
            An admin did not accept these papers. Reason: {status.reason ?? ''}. Fix what they say and send
            them again.
          </Trans>
        </span>
      </div>
    );
  return null;
}

function useKindLabels(): Record<PaperCheckPhotoKind, string> {
  const { t } = useLingui();
  return {
    registration: t`Registration certificate or smart card`,
    tax_token: t`Tax token`,
  };
}

function PhotoList({ id, status }: { id: string; status: PaperCheckStatus }) {
  const labels = useKindLabels();
  const version = status.submitted_at ?? '';
  return (
    <ul className="grid grid-cols-2 gap-3">
      {(['registration', 'tax_token'] as const)
        .filter((kind) => status.photos[kind])
        .map((kind) => (
          <li key={kind}>
            <img
              src={paperPhotoUrl(id, kind, version)}
              alt={labels[kind]}
              className="aspect-[4/3] w-full rounded border border-base-300 object-cover"
              loading="lazy"
            />
          </li>
        ))}
    </ul>
  );
}

function PapersForm({ id, status }: { id: string; status: PaperCheckStatus }) {
  const { t } = useLingui();
  const labels = useKindLabels();
  const upload = useUploadPaperPhoto(id);
  const submit = useSubmitPapers(id);
  const [owner, setOwner] = useState(status.owner_name ?? '');
  const [sent, setSent] = useState(0);
  const fieldId = useId();

  async function choose(kind: PaperCheckPhotoKind, file: File | undefined) {
    if (!file) return;
    try {
      await upload.mutateAsync({ kind, file });
      setSent((n) => n + 1);
      toast.success(t`Photo added.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      await submit.mutateAsync({ owner_name: owner });
      toast.success(t`Papers sent for a check.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const ready = status.photos.registration && status.photos.tax_token;
  return (
    <form className="grid gap-5" onSubmit={send} data-testid="papers-form">
      {(['registration', 'tax_token'] as const).map((kind) => (
        <div key={kind} className="grid gap-2">
          <label htmlFor={`${fieldId}-${kind}`} className="font-semibold">
            {labels[kind]}
          </label>
          {status.photos[kind] ? (
            <img
              src={paperPhotoUrl(id, kind, `${status.submitted_at ?? ''}-${sent}`)}
              alt={t`Your photo: ${labels[kind]}`}
              className="aspect-[4/3] w-full max-w-xs rounded border border-base-300 object-cover"
            />
          ) : null}
          <input
            id={`${fieldId}-${kind}`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="file-input w-full max-w-md"
            disabled={upload.isPending}
            data-testid={`papers-photo-${kind}`}
            onChange={(event) => choose(kind, event.target.files?.[0])}
          />
        </div>
      ))}
      <label htmlFor={`${fieldId}-owner`} className="grid gap-1">
        <span className="font-semibold">
          <Trans>Owner’s name, as the registration certificate gives it</Trans>
        </span>
        <input
          id={`${fieldId}-owner`}
          className="input w-full max-w-md"
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          minLength={2}
          maxLength={100}
          required
          autoComplete="off"
        />
      </label>
      {submit.error ? (
        <p role="alert" className="text-error">
          {translateExternal(errorMessage(submit.error))}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary justify-self-start"
        disabled={!ready || submit.isPending || upload.isPending}
      >
        <Trans>Send for a check</Trans>
      </button>
    </form>
  );
}
