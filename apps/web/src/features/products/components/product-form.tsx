import { areasOf, BIKE_TYPES, CONDITIONS, DISTRICTS, dhakaYear } from '@best-bikes/contract/constants';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCategories, useModels } from '../../catalog';
import {
  addProductFormSchema,
  EMPTY_PRODUCT_FORM,
  OTHER_AREA,
  type ProductFormValues,
  productFormSchema,
} from '../lib/product-form';
import { PhotoPicker } from './photo-picker';

/** The server's field names (POST and PATCH /api/products) → the form's. */
const SERVER_FIELDS: Record<string, FieldPath<ProductFormValues>> = {
  product_name: 'product_name',
  original_price: 'original_price',
  resale_price: 'resale_price',
  // product.md's name for the place a bike is (ADR 0118): the server names it when no district came.
  location: 'district',
  area: 'area',
  area_id: 'area_id',
  category_name: 'category_name',
  category_id: 'category_name',
  model_id: 'model_id',
  bike_type: 'bike_type',
  condition: 'condition',
  years_of_use: 'years_of_use',
  mobile: 'mobile',
  description: 'description',
  img: 'photos',
  photos: 'photos',
  registration_year: 'registration_year',
  milage: 'milage',
  engine_cc: 'engine_cc',
  previous_owners: 'previous_owners',
  district: 'district',
  tax_token_until: 'tax_token_until',
  registration_papers: 'registration_papers',
  chassis_number: 'chassis_number',
  engine_number: 'engine_number',
};

type TextField = Exclude<
  keyof typeof EMPTY_PRODUCT_FORM,
  | 'category_name'
  | 'model_id'
  | 'bike_type'
  | 'condition'
  | 'district'
  | 'area_id'
  | 'registration_papers'
  | 'photos'
>;

/**
 * The listing form Add Product and Edit share: docs/product.md#validation's required fields, then the optional facts
 * (docs/product.md#seller-and-admin-tools) with the server's sanity checks, then the photos (the photo picker: up to 8, uploaded as
 * they are chosen, in order, the first the cover). `onSubmit` throws to keep the form as
 * it is; an `ApiError` naming fields puts each message under its field.
 */
export function ProductForm({
  initial = EMPTY_PRODUCT_FORM,
  submitLabel,
  onSubmit,
  testId,
  withChassis = false,
}: {
  /** Edit starts from the bike's values, its photos included. */
  initial?: ProductFormValues;
  submitLabel: string;
  onSubmit: (values: ProductFormValues) => Promise<void>;
  testId: string;
  /** Adding a bike asks for its chassis and engine numbers (docs/product.md#chassis-register); an edit keeps them. */
  withChassis?: boolean;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [uploading, setUploading] = useState(0);
  // The brands admins keep (docs/product.md#brands-and-models); an edited bike's own brand stays
  // offered while it is hidden.
  const { data: categories = [] } = useCategories();
  const brands = categories.map((c) => c.category_name);
  if (initial.category_name && !brands.includes(initial.category_name)) brands.push(initial.category_name);
  const { data: allModels = [] } = useModels();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    // Adding and editing read the same values: an edit starts from the bike's own photos, so it has one.
    resolver: zodResolver(
      withChassis ? addProductFormSchema : productFormSchema,
      HUMAN_MESSAGES,
    ) as Resolver<ProductFormValues>,
    defaultValues: initial,
  });

  async function submit(values: ProductFormValues) {
    if (uploading > 0) {
      setError('photos', { message: t`Wait for the photos to finish uploading` });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          // A photo's issue names its place ('photos.2'): it shows under the photos.
          const field = SERVER_FIELDS[issue.path.split('.')[0] ?? ''];
          if (field) setError(field, { message: issue.message });
        }
      }
    }
  }

  // The brand's models (ADR 0291), and "Other" for one the catalogue lacks: the name above says it.
  const brandName = watch('category_name');
  const modelId = watch('model_id');
  const brandId = categories.find((c) => c.category_name === brandName)?.category_id;
  const models = allModels.filter((m) => m.brand_id === brandId);
  const typeLabels: Record<string, string> = {
    motorcycle: t`Motorcycle`,
    scooter: t`Scooter`,
    electric: t`Electric`,
  };
  // The district's areas (docs/product.md#places): a list where the data has one, the seller's words
  // otherwise or for an area the list lacks.
  const areas = areasOf(watch('district'));
  const areaId = watch('area_id');
  const writesArea = areas.length === 0 || areaId === OTHER_AREA;
  const districtField = register('district');
  const brandField = register('category_name');
  const modelField = register('model_id');

  const field = (name: keyof typeof EMPTY_PRODUCT_FORM) => `${id}-${name}`;
  // The conditions are words; districts are shown in the reader's language (the value
  // sent stays English); brands keep their Latin names, as on the bikes themselves.
  const optionLabels: Record<string, string> = {
    Excellent: t({ message: 'Excellent', context: 'bike condition' }),
    Good: t({ message: 'Good', context: 'bike condition' }),
    Fair: t({ message: 'Fair', context: 'bike condition' }),
  };
  const text = (
    name: TextField,
    label: string,
    input: { placeholder?: string; inputMode?: 'numeric' | 'tel'; type?: string; autoComplete?: string } = {},
    hint?: string,
  ) => (
    <Field id={field(name)} label={label} error={errors[name]?.message} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          {...register(name)}
          className={`input w-full ${errors[name] ? 'input-error' : ''}`}
        />
      )}
    </Field>
  );
  const select = (
    name: 'condition',
    label: string,
    options: readonly string[],
    blank: { label: string; selectable: boolean },
  ) => (
    <Field id={field(name)} label={label} error={errors[name]?.message}>
      {(control) => (
        <select
          {...control}
          {...register(name)}
          className={`select w-full ${errors[name] ? 'select-error' : ''}`}
        >
          <option value="" disabled={!blank.selectable}>
            {blank.label}
          </option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabels[o] ?? i18n._(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="card bg-base-100 shadow-md"
      data-testid={testId}
    >
      <div className="card-body grid gap-x-6 sm:grid-cols-2">
        {text('product_name', t`Product Name`, { placeholder: 'Pulsar N160' })}
        <Field id={field('category_name')} label={t`Brand`} error={errors.category_name?.message}>
          {(control) => (
            <select
              {...control}
              {...brandField}
              onChange={(event) => {
                // Another brand's models are not this one's.
                setValue('model_id', '');
                return brandField.onChange(event);
              }}
              className={`select w-full ${errors.category_name ? 'select-error' : ''}`}
            >
              <option value="" disabled>
                {t`Pick brand`}
              </option>
              {brands.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={field('model_id')}
          label={t`Model`}
          error={errors.model_id?.message}
          hint={modelId ? undefined : t`Not in the list? Keep “Other” and write the model in Product Name.`}
        >
          {(control) => (
            <select
              {...control}
              {...modelField}
              onChange={(event) => {
                const picked = models.find((m) => m.id === event.target.value);
                // A picked model names the bike when the seller has not yet.
                if (picked && getValues('product_name').trim() === '')
                  setValue('product_name', picked.name, { shouldValidate: true });
                return modelField.onChange(event);
              }}
              className="select w-full"
              data-testid="model-select"
            >
              <option value="">{t`Other (not in the list)`}</option>
              {models.map((m) => (
                <option key={m.id} value={m.id}>
                  {i18n.locale === 'bn' && m.name_bn ? `${m.name} · ${m.name_bn}` : m.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {modelId ? null : (
          <Field id={field('bike_type')} label={t`Type`} error={errors.bike_type?.message}>
            {(control) => (
              <select
                {...control}
                {...register('bike_type')}
                className="select w-full"
                data-testid="type-select"
              >
                <option value="">{t`Not said`}</option>
                {BIKE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeLabels[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {text('original_price', t`Price (Taka)`, { inputMode: 'numeric', placeholder: '2,45,000' })}
        {text('resale_price', t`Resale Price (Taka)`, { inputMode: 'numeric', placeholder: '1,80,000' })}
        {select('condition', t`Condition`, CONDITIONS, { label: t`Pick condition`, selectable: false })}
        {text('years_of_use', t`Using Year`, { inputMode: 'numeric', placeholder: '2' })}
        <Field id={field('district')} label={t`District`} error={errors.district?.message}>
          {(control) => (
            <select
              {...control}
              {...districtField}
              onChange={(event) => {
                // Another district's areas are not this one's.
                setValue('area_id', '');
                setValue('area', '');
                return districtField.onChange(event);
              }}
              className={`select w-full ${errors.district ? 'select-error' : ''}`}
              data-testid="district-select"
            >
              <option value="" disabled>
                {t`Pick district`}
              </option>
              {DISTRICTS.map((d) => (
                <option key={d} value={d}>
                  {i18n._(d)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {areas.length ? (
          <Field
            id={field('area_id')}
            label={t`Area`}
            error={errors.area_id?.message}
            hint={t`The neighbourhood or upazila within the district.`}
          >
            {(control) => (
              <select
                {...control}
                {...register('area_id')}
                className={`select w-full ${errors.area_id ? 'select-error' : ''}`}
                data-testid="area-select"
              >
                <option value="">{t`Not said`}</option>
                {areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {i18n.locale === 'bn' ? a.name_bn : a.name}
                  </option>
                ))}
                <option value={OTHER_AREA}>{t`Another area (write it)`}</option>
              </select>
            )}
          </Field>
        ) : null}
        {writesArea
          ? text(
              'area',
              areas.length ? t`Area, in your words` : t`Area`,
              { placeholder: t`Mirpur 10`, autoComplete: 'off' },
              areas.length ? undefined : t`The neighbourhood or upazila within the district.`,
            )
          : null}
        {text('mobile', t`Mobile Number`, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          placeholder: '01XXXXXXXXX',
        })}
        <Field
          id={field('description')}
          label={t`Description`}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              {...register('description')}
              rows={4}
              className="textarea w-full"
              placeholder={t`Papers, service history, anything a buyer should know`}
            />
          )}
        </Field>

        {withChassis ? (
          <fieldset className="mt-2 grid gap-x-6 sm:col-span-2 sm:grid-cols-2" data-testid="chassis-fields">
            <legend className="text-lg font-semibold">
              <Trans>Chassis and engine numbers</Trans>
            </legend>
            <p className="text-sm text-base-content/80 sm:col-span-2">
              <Trans>
                As on the frame and the registration papers. Buyers see only the last 4 characters of the
                chassis number; a bike reported stolen cannot be listed.
              </Trans>
            </p>
            {text('chassis_number', t`Chassis Number`, {
              autoComplete: 'off',
              placeholder: 'MD2A11CZ5KC123456',
            })}
            {text(
              'engine_number',
              t`Engine Number`,
              { autoComplete: 'off', placeholder: 'JA12E0123456' },
              t`Optional; only you and the admins see it.`,
            )}
          </fieldset>
        ) : null}

        <fieldset className="mt-2 grid gap-x-6 sm:col-span-2 sm:grid-cols-2" data-testid="bike-facts-fields">
          <legend className="text-lg font-semibold">
            <Trans>More about the bike (optional)</Trans>
          </legend>
          <p className="text-sm text-base-content/80 sm:col-span-2">
            <Trans>Buyers filter and trust listings by these. Leave out what you do not know.</Trans>
          </p>
          {text('registration_year', t`Registration Year`, {
            inputMode: 'numeric',
            placeholder: String(dhakaYear() - 2),
          })}
          {text('milage', t`Kilometres Driven`, { inputMode: 'numeric', placeholder: '12,000' })}
          {text('engine_cc', t`Engine (cc)`, { inputMode: 'numeric', placeholder: '150' })}
          {text(
            'previous_owners',
            t`Previous Owners`,
            { inputMode: 'numeric', placeholder: '0' },
            t`Owners before you; 0 if you bought it new.`,
          )}
          {text('tax_token_until', t`Tax Token Valid Until`, { type: 'date' })}
          <Field
            id={field('registration_papers')}
            label={t`Registration Papers`}
            error={errors.registration_papers?.message}
          >
            {(control) => (
              <select {...control} {...register('registration_papers')} className="select w-full">
                <option value="">{t`Not said`}</option>
                <option value="yes">{t`Present`}</option>
                <option value="no">{t`Not present`}</option>
              </select>
            )}
          </Field>
        </fieldset>

        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="photos"
            render={({ field: photos, fieldState }) => (
              <PhotoPicker
                id={field('photos')}
                value={photos.value}
                onChange={photos.onChange}
                onPendingChange={setUploading}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || uploading > 0}>
            {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
