import type { AdminBrand } from '@best-bikes/contract';
import { logoPicture, mediaAtWidth } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { uploadImage } from '../../auth';
import { useAddBrand, useAdminBrands, useEditBrand, useOrderBrands } from '../api/brands';
import { EditHideButtons } from '../components/edit-hide-buttons';
import { ListState } from '../components/list-state';

/**
 * The brands admins keep (docs/product.md#brands-and-models): add one with its names in English and
 * Bangla and its logo, rename it, change its logo, move it up or down (the home page, the form and the
 * search list them in this order), hide or show it. A hidden brand takes no new bikes; its bikes stay.
 */
export function BrandsPage() {
  const { t } = useLingui();
  const format = useFormat();
  useTitle(t`Brands`);
  const brands = useAdminBrands();
  const order = useOrderBrands();
  const list = brands.data ?? [];
  const shown = list.filter((b) => !b.hidden).length;

  async function move(index: number, by: -1 | 1) {
    const ids = list.map((b) => b.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    try {
      await order.mutateAsync(ids);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="brands-heading">
      <h1 id="brands-heading" className="text-3xl font-bold">
        <Trans>Brands</Trans>
      </h1>
      <p className="mb-6 opacity-80">
        <Trans>
          {format.number(shown)} brands shown, {format.number(list.length - shown)} hidden. Sellers pick from
          the brands shown, in this order.
        </Trans>
      </p>
      <AddBrandForm />
      <ListState isPending={brands.isPending} error={brands.error} onRetry={() => brands.refetch()}>
        <ol className="mt-8 grid gap-3" data-testid="brand-list">
          {list.map((brand, index) => (
            <BrandRow
              key={brand.id}
              brand={brand}
              first={index === 0}
              last={index === list.length - 1}
              moving={order.isPending}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ol>
      </ListState>
    </section>
  );
}

/** The logo as a small picture: an uploaded one at its smallest width, an app file as its WebP. */
function Logo({ src }: { src: string }) {
  return (
    <img
      src={logoPicture(mediaAtWidth(src, 320))}
      alt=""
      width="40"
      height="40"
      className="h-10 w-10 shrink-0 rounded-lg bg-base-200 object-contain"
    />
  );
}

/** Names and a logo file: the fields adding and editing share. */
function BrandFields({
  prefix,
  name,
  nameBn,
  logoRequired,
}: {
  prefix: string;
  name?: string;
  nameBn?: string;
  logoRequired: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <label className="form-control" htmlFor={`${prefix}-name`}>
        <span className="label-text mb-1">{t`Name in English`}</span>
        <input
          id={`${prefix}-name`}
          name="name"
          defaultValue={name}
          className="input w-full"
          maxLength={40}
          required
        />
      </label>
      <label className="form-control" htmlFor={`${prefix}-name-bn`}>
        <span className="label-text mb-1">{t`Name in Bangla`}</span>
        <input
          id={`${prefix}-name-bn`}
          name="name_bn"
          lang="bn"
          defaultValue={nameBn}
          className="input w-full"
          maxLength={40}
          required
        />
      </label>
      <label className="form-control" htmlFor={`${prefix}-logo`}>
        <span className="label-text mb-1">{logoRequired ? t`Logo` : t`New logo (optional)`}</span>
        <input
          id={`${prefix}-logo`}
          name="logo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="file-input w-full"
          required={logoRequired}
        />
      </label>
    </div>
  );
}

/** The form's names, and its logo file uploaded through the image pipeline when one was picked. */
async function readBrandForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const file = data.get('logo');
  const logo = file instanceof File && file.size > 0 ? await uploadImage(file) : undefined;
  return {
    name: String(data.get('name') ?? '').trim(),
    name_bn: String(data.get('name_bn') ?? '').trim(),
    logo,
  };
}

function AddBrandForm() {
  const { t } = useLingui();
  const id = useId();
  const add = useAddBrand();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const { name, name_bn, logo } = await readBrandForm(form);
      if (!logo) {
        toast.error(t`Add the logo`);
        return;
      }
      await add.mutateAsync({ name, name_bn, logo });
      form.reset();
      toast.success(t`${name} added. Sellers can list its bikes now.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4">
        <h2 id={`${id}-title`} className="card-title">
          <Trans>Add a brand</Trans>
        </h2>
        <BrandFields prefix={`${id}-add`} logoRequired />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            <Trans>Add brand</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}

function BrandRow({
  brand,
  first,
  last,
  moving,
  onMove,
}: {
  brand: AdminBrand;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const edit = useEditBrand();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { name, name_bn, logo } = await readBrandForm(event.currentTarget);
      await edit.mutateAsync({ id: brand.id, body: { name, name_bn, ...(logo ? { logo } : {}) } });
      setEditing(false);
      toast.success(t`Brand saved.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function toggleHidden() {
    try {
      await edit.mutateAsync({ id: brand.id, body: { hidden: !brand.hidden } });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="card bg-base-100 shadow-sm" data-testid="brand-row" data-brand={brand.name}>
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <Logo src={brand.logo} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {brand.name} <span lang="bn">· {brand.name_bn}</span>
            </p>
            <p className="text-sm opacity-80">
              {brand.bikes === 1 ? t`1 bike` : t`${format.number(brand.bikes)} bikes`}
              {brand.hidden ? (
                <span className="badge badge-outline badge-sm ms-2">
                  <Trans>Hidden</Trans>
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={first || moving}
              onClick={() => onMove(-1)}
              aria-label={t`Move ${brand.name} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={last || moving}
              onClick={() => onMove(1)}
              aria-label={t`Move ${brand.name} down`}
            >
              ↓
            </button>
            <Link to={`/dashboard/brands/${encodeURIComponent(brand.id)}`} className="btn btn-outline btn-sm">
              {t`Models`}
              <span className="sr-only"> {brand.name}</span>
            </Link>
            <EditHideButtons
              name={brand.name}
              editing={editing}
              formId={`${id}-edit`}
              onEdit={() => setEditing((open) => !open)}
              hidden={brand.hidden}
              onToggleHidden={toggleHidden}
              busy={edit.isPending}
            />
          </div>
        </div>
        {editing ? (
          <form
            id={`${id}-edit`}
            onSubmit={save}
            className="flex flex-col gap-3"
            aria-label={t`Edit ${brand.name}`}
          >
            <BrandFields prefix={id} name={brand.name} nameBn={brand.name_bn} logoRequired={false} />
            <div className="flex gap-2">
              <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
                <Trans>Save</Trans>
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </li>
  );
}
