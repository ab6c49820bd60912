import type { AddModelBody, AdminBikeModel } from '@best-bikes/contract';
import { BIKE_TYPES, type BikeType } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useAdminBrands } from '../api/brands';
import { useAddModel, useBrandModels, useEditModel } from '../api/models';
import { EditHideButtons } from '../components/edit-hide-buttons';
import { ListState } from '../components/list-state';

/**
 * A brand's models (docs/product.md#brands-and-models, ADR 0291): add one with its names in English
 * and Bangla, engine, type and years made; rename it; hide or show it. Sellers pick from the models
 * shown under the brand, or "Other".
 */
export function BrandModelsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const brandId = useParams().id ?? '';
  const brand = useAdminBrands().data?.find((b) => b.id === brandId);
  const name = brand?.name ?? '';
  useTitle(name ? t`${name} models` : t`Models`);
  const models = useBrandModels(brandId);
  const list = models.data ?? [];
  const shown = list.filter((m) => !m.hidden).length;

  return (
    <section aria-labelledby="models-heading">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/brands" className="link">
          <Trans>All brands</Trans>
        </Link>
      </p>
      <h1 id="models-heading" className="text-3xl font-bold">
        {name ? <Trans>{name} models</Trans> : <Trans>Models</Trans>}
      </h1>
      <p className="mb-6 opacity-80">
        <Trans>
          {format.number(shown)} models shown, {format.number(list.length - shown)} hidden. Sellers pick one
          of the models shown, or Other.
        </Trans>
      </p>
      <AddModelForm brandId={brandId} />
      <ListState isPending={models.isPending} error={models.error} onRetry={() => models.refetch()}>
        <ol className="mt-8 grid gap-3" data-testid="model-list">
          {list.map((model) => (
            <ModelRow key={model.id} brandId={brandId} model={model} />
          ))}
        </ol>
      </ListState>
    </section>
  );
}

/** A number field's value, or null when blank. */
function numberOrNull(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
}

function readModelForm(form: HTMLFormElement): AddModelBody {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? '').trim(),
    name_bn: String(data.get('name_bn') ?? '').trim(),
    engine_cc: numberOrNull(data.get('engine_cc')),
    type: String(data.get('type') ?? 'motorcycle') as BikeType,
    year_from: numberOrNull(data.get('year_from')),
    year_to: numberOrNull(data.get('year_to')),
  };
}

function ModelFields({ prefix, model }: { prefix: string; model?: AdminBikeModel }) {
  const { t } = useLingui();
  const labels: Record<BikeType, string> = {
    motorcycle: t`Motorcycle`,
    scooter: t`Scooter`,
    electric: t`Electric`,
  };
  const input = (name: string, label: string, value: string | number | null | undefined, extra = {}) => (
    <label className="form-control" htmlFor={`${prefix}-${name}`}>
      <span className="label-text mb-1">{label}</span>
      <input
        id={`${prefix}-${name}`}
        name={name}
        defaultValue={value ?? ''}
        className="input w-full"
        {...extra}
      />
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {input('name', t`Name in English`, model?.name, { maxLength: 40, required: true })}
      {input('name_bn', t`Name in Bangla`, model?.name_bn, { maxLength: 40, required: true, lang: 'bn' })}
      <label className="form-control" htmlFor={`${prefix}-type`}>
        <span className="label-text mb-1">{t`Type`}</span>
        <select
          id={`${prefix}-type`}
          name="type"
          defaultValue={model?.type ?? 'motorcycle'}
          className="select w-full"
        >
          {BIKE_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels[type]}
            </option>
          ))}
        </select>
      </label>
      {input('engine_cc', t`Engine (cc)`, model?.engine_cc, { type: 'number', min: 50, max: 2000 })}
      {input('year_from', t`Made from (year)`, model?.year_from, { type: 'number', min: 1950, max: 2100 })}
      {input('year_to', t`Made until (year, blank if still made)`, model?.year_to, {
        type: 'number',
        min: 1950,
        max: 2100,
      })}
    </div>
  );
}

function AddModelForm({ brandId }: { brandId: string }) {
  const { t } = useLingui();
  const id = useId();
  const add = useAddModel(brandId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const body = readModelForm(form);
      await add.mutateAsync(body);
      form.reset();
      toast.success(t`${body.name} added. Sellers can pick it now.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4">
        <h2 id={`${id}-title`} className="card-title">
          <Trans>Add a model</Trans>
        </h2>
        <ModelFields prefix={`${id}-add`} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            <Trans>Add model</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}

function ModelRow({ brandId, model }: { brandId: string; model: AdminBikeModel }) {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const edit = useEditModel(brandId);
  const [editing, setEditing] = useState(false);
  const labels: Record<BikeType, string> = {
    motorcycle: t`Motorcycle`,
    scooter: t`Scooter`,
    electric: t`Electric`,
  };
  const cc = model.engine_cc === null ? '' : t`${format.number(model.engine_cc)} cc`;
  const from = model.year_from === null ? '' : format.number(model.year_from).replace(/,/g, '');
  const to = model.year_to === null ? '' : format.number(model.year_to).replace(/,/g, '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await edit.mutateAsync({ id: model.id, body: readModelForm(event.currentTarget) });
      setEditing(false);
      toast.success(t`Model saved.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function toggleHidden() {
    try {
      await edit.mutateAsync({ id: model.id, body: { hidden: !model.hidden } });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="card bg-base-100 shadow-sm" data-testid="model-row" data-model={model.name}>
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {model.name} <span lang="bn">· {model.name_bn}</span>
            </p>
            <p className="text-sm opacity-80">
              {[labels[model.type], cc, from ? (to ? `${from}–${to}` : `${from}–`) : '']
                .filter(Boolean)
                .join(' · ')}
              {' · '}
              {model.bikes === 1 ? t`1 bike` : t`${format.number(model.bikes)} bikes`}
              {model.hidden ? (
                <span className="badge badge-outline badge-sm ms-2">
                  <Trans>Hidden</Trans>
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            <EditHideButtons
              name={model.name}
              editing={editing}
              formId={`${id}-edit`}
              onEdit={() => setEditing((open) => !open)}
              hidden={model.hidden}
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
            aria-label={t`Edit ${model.name}`}
          >
            <ModelFields prefix={id} model={model} />
            <div className="flex gap-2">
              <button type="submit" className="btn btn-primary btn-sm" disabled={edit.isPending}>
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
