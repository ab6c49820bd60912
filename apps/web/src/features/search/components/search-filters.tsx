import type { SearchResult } from '@best-bikes/contract';
import {
  areasOf,
  BIKE_TYPES,
  type BikeType,
  DISTRICTS,
  type District,
  type SearchNumberKey,
  type SearchParams,
  wholeOrUndefined,
} from '@best-bikes/contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { useFormat } from '../../../lib/i18n';
import { useCategories, useModels } from '../../catalog';

type Facets = SearchResult['facets'];

/** A list filter: checkboxes with the count each value would give. */
function CheckList<T extends string>({
  legend,
  name,
  values,
  chosen,
  counts,
  onToggle,
  hideEmpty = false,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  chosen: T[];
  counts: Map<string, number> | undefined;
  onToggle: (value: T, on: boolean) => void;
  hideEmpty?: boolean;
}) {
  const { i18n } = useLingui();
  const f = useFormat();
  const shown = values.filter((v) => !hideEmpty || chosen.includes(v) || (counts?.get(v) ?? 0) > 0);
  return (
    <CheckboxGroup
      compact
      legend={legend}
      name={name}
      testId={`facet-${name}`}
      empty={<Trans>None among these bikes.</Trans>}
      // Districts read in the reader's language (brands keep their Latin names, as on the bikes
      // themselves); the value sent stays English.
      options={shown.map((value) => ({
        value,
        label: i18n._(value),
        checked: chosen.includes(value),
        badge: counts ? f.number(counts.get(value) ?? 0) : '…',
      }))}
      onToggle={(value, on) => onToggle(value as T, on)}
    />
  );
}

function NumberField({
  label,
  name,
  value,
  placeholder,
}: {
  label: string;
  name: SearchNumberKey;
  value: number | undefined;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-0.5 block text-xs opacity-80">
        {label}
      </label>
      <input
        // A new URL (back button, shared link) shows its own values.
        key={value ?? ''}
        id={id}
        name={name}
        // Text, not type="number": a number input drops what a Bangla keyboard types ('১২০০০').
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className="input input-bordered input-sm w-full"
      />
    </div>
  );
}

const TYPE_LABELS: Record<BikeType, MessageDescriptor> = {
  motorcycle: msg`Motorcycle`,
  scooter: msg`Scooter`,
  electric: msg`Electric`,
};

const RANGES: { legend: MessageDescriptor; fields: [SearchNumberKey, MessageDescriptor][] }[] = [
  {
    legend: msg`Price (Taka)`,
    fields: [
      ['price_min', msg`From`],
      ['price_max', msg`To`],
    ],
  },
  {
    legend: msg`Registration year`,
    fields: [
      ['year_min', msg`From`],
      ['year_max', msg`To`],
    ],
  },
  { legend: msg`Kilometres driven`, fields: [['km_max', msg`At most`]] },
  {
    legend: msg`Engine (cc)`,
    fields: [
      ['cc_min', msg`From`],
      ['cc_max', msg`To`],
    ],
  },
];

/**
 * The filters of `/bikes`: brands and districts (the one place facet, ADR 0118) with their counts, papers and verified sellers
 * (these apply at once), and the number ranges (applied with their button). Every change is a new URL.
 */
export function SearchFilters({
  params,
  facets,
  onChange,
  onApplied,
}: {
  params: SearchParams;
  facets: Facets | undefined;
  onChange: (next: Partial<SearchParams>) => void;
  /** After the ranges are applied: the phone's panel folds away to show the results. */
  onApplied?: () => void;
}) {
  const { i18n, t } = useLingui();
  const f = useFormat();
  // The chosen brands' models (ADR 0291): offered once a brand is picked, models of other brands
  // (an old link's) stay listed while chosen.
  const { data: categories = [] } = useCategories();
  const { data: allModels = [] } = useModels();
  const brandIds = new Set(
    categories.filter((c) => params.brand.includes(c.category_name)).map((c) => c.category_id),
  );
  const models = allModels.filter((m) => brandIds.has(m.brand_id) || params.model.includes(m.id));
  // The chosen districts' areas (docs/product.md#places).
  const areas = params.district.flatMap((d) => areasOf(d));
  const counts = (key: 'brand' | 'district') =>
    facets ? new Map(facets[key].map((facet) => [facet.value, facet.count])) : undefined;
  const toggle =
    <T extends string>(key: 'brand' | 'district', list: T[]) =>
    (value: T, on: boolean) =>
      onChange({ [key]: on ? [...list, value] : list.filter((v) => v !== value), page: 1 });

  const applyRanges = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next: Partial<SearchParams> = { page: 1 };
    for (const { fields } of RANGES) {
      for (const [key] of fields) {
        next[key] = wholeOrUndefined(String(data.get(key) ?? ''));
      }
    }
    onChange(next);
    onApplied?.();
  };

  return (
    <div className="flex flex-col gap-5">
      {/* Brands are data (docs/product.md#brands-and-models): the facet lists them in the admins' order;
          with some 30 of them, only those with bikes here (and the chosen ones) are shown. */}
      <CheckList<string>
        legend={t`Brand`}
        name="brand"
        values={[...new Set([...(facets?.brand.map((b) => b.value) ?? []), ...params.brand])]}
        chosen={params.brand}
        counts={counts('brand')}
        onToggle={toggle('brand', params.brand)}
        hideEmpty
      />
      {models.length ? (
        <CheckboxGroup
          compact
          legend={t`Model`}
          name="model"
          testId="facet-model"
          options={models.map((m) => ({
            value: m.id,
            // Model names stay Latin, as on the bikes themselves.
            label: m.name,
            checked: params.model.includes(m.id),
          }))}
          onToggle={(value, on) =>
            onChange({
              model: on ? [...params.model, value] : params.model.filter((v) => v !== value),
              page: 1,
            })
          }
        />
      ) : null}
      <form onSubmit={applyRanges} className="flex flex-col gap-3" aria-label={t`Ranges`}>
        {RANGES.map(({ legend, fields }) => (
          <fieldset key={fields[0]?.[0]}>
            <legend className="mb-1 text-sm font-semibold">{i18n._(legend)}</legend>
            <div className="flex gap-2">
              {fields.map(([key, label]) => (
                <NumberField
                  key={key}
                  name={key}
                  label={i18n._(label)}
                  value={params[key]}
                  // A word, not a number that could pass for a value already set.
                  placeholder={t`Any`}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <button type="submit" className="btn btn-primary btn-sm" data-testid="apply-ranges">
          <Trans>Apply ranges</Trans>
        </button>
      </form>
      <CheckboxGroup
        compact
        legend={<Trans>Only</Trans>}
        options={[
          {
            value: 'papers',
            label: <Trans>With registration papers</Trans>,
            checked: params.papers,
            badge: facets ? f.number(facets.papers) : '…',
            testId: 'filter-papers',
          },
          {
            value: 'verified',
            label: <Trans>Verified sellers</Trans>,
            checked: params.verified,
            badge: facets ? f.number(facets.verified) : '…',
            testId: 'filter-verified',
          },
          {
            // Papers an admin checked (docs/product.md#papers-checked): a condition, not a counted facet.
            value: 'papers_checked',
            label: <Trans>Papers checked</Trans>,
            checked: params.papers_checked,
            testId: 'filter-papers-checked',
          },
        ]}
        onToggle={(value, on) =>
          onChange(
            value === 'papers'
              ? { papers: on, page: 1 }
              : value === 'papers_checked'
                ? { papers_checked: on, page: 1 }
                : { verified: on, page: 1 },
          )
        }
      />
      {/* Motorcycle, scooter, electric (ADR 0291): the model's type, or the seller's for "Other". */}
      <CheckboxGroup
        compact
        legend={t`Type`}
        name="type"
        testId="facet-type"
        options={BIKE_TYPES.map((type) => ({
          value: type,
          label: i18n._(TYPE_LABELS[type]),
          checked: params.type.includes(type),
        }))}
        onToggle={(value, on) =>
          onChange({
            type: on ? [...params.type, value as BikeType] : params.type.filter((v) => v !== value),
            page: 1,
          })
        }
      />
      <CheckList<District>
        legend={t`District`}
        name="district"
        values={DISTRICTS}
        chosen={params.district}
        counts={counts('district')}
        onToggle={(value, on) => {
          const district = on ? [...params.district, value] : params.district.filter((v) => v !== value);
          // A district taken away takes its areas with it.
          const kept = new Set(district.flatMap((d) => areasOf(d).map((a) => a.id)));
          const area = params.area.filter((id) => kept.has(id));
          onChange({ district, area, page: 1 });
        }}
        hideEmpty
      />
      {areas.length ? (
        <CheckboxGroup
          compact
          legend={t`Area`}
          name="area"
          testId="facet-area"
          options={areas.map((a) => ({
            value: a.id,
            label: i18n.locale === 'bn' ? a.name_bn : a.name,
            checked: params.area.includes(a.id),
          }))}
          onToggle={(value, on) =>
            onChange({
              area: on ? [...params.area, value] : params.area.filter((v) => v !== value),
              page: 1,
            })
          }
        />
      ) : null}
    </div>
  );
}
