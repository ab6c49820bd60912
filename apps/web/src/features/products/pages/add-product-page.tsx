import { BRANDS, CONDITIONS, COPY, LOCATIONS, ROUTES } from '@best-bikes/contract/constants';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { Field } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { useAddProduct } from '../api/add-product';
import {
  EMPTY_PRODUCT_FORM,
  type ProductFormValues,
  productBody,
  productFormSchema,
} from '../lib/product-form';
import { uploadImageWithProgress } from '../lib/upload-with-progress';

/** SPEC §3/§6: the name a seller without one is listed under. */

const SERVER_FIELDS: Record<string, FieldPath<ProductFormValues>> = {
  product_name: 'product_name',
  original_price: 'original_price',
  resale_price: 'resale_price',
  location: 'location',
  category_name: 'category_name',
  category_id: 'category_name',
  condition: 'condition',
  years_of_use: 'years_of_use',
  mobile: 'mobile',
  description: 'description',
  img: 'photo',
};

/** SPEC §2/§5 Add Product (Seller): every field required; the photo uploads with a progress bar. */
export function AddProductPage() {
  useTitle('Add Product');
  const { user } = useSession();
  const navigate = useNavigate();
  const add = useAddProduct();
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema, HUMAN_MESSAGES),
    defaultValues: EMPTY_PRODUCT_FORM,
  });

  async function submit(values: ProductFormValues) {
    try {
      setProgress(0);
      const photo = values.photo[0];
      if (!photo) throw new Error('Photo is Required');
      const img = await uploadImageWithProgress(photo, setProgress);
      const answer = await add.mutateAsync(productBody(values, img));
      if (!answer.acknowledged) throw new Error(answer.message ?? 'Oops... Something Went Wrong');
      reset(EMPTY_PRODUCT_FORM);
      setProgress(null);
      navigate(ROUTES.myProducts);
      void showAlert({
        icon: 'success',
        title: `Product Added Successfully By Seller ${user?.name || COPY.unnamedUser}`,
      });
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = SERVER_FIELDS[issue.path];
          if (field) setError(field, { message: issue.message });
        }
      }
      await showAlert({ icon: 'error', title: errorMessage(error), text: 'Try Again Properly' });
    }
  }

  const field = (name: keyof typeof EMPTY_PRODUCT_FORM | 'photo') => `${id}-${name}`;
  const select = (
    name: 'location' | 'category_name' | 'condition',
    label: string,
    options: readonly string[],
  ) => (
    <Field id={field(name)} label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...register(name)} className="select w-full">
          <option value="" disabled>
            Pick {label.toLowerCase()}
          </option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="mb-6 text-3xl font-bold">
        Add a Product
      </h1>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        className="card bg-base-100 shadow-md"
        data-testid="add-product-form"
      >
        <div className="card-body grid gap-x-6 sm:grid-cols-2">
          <Field id={field('product_name')} label="Product Name" error={errors.product_name?.message}>
            {(control) => (
              <input
                {...control}
                {...register('product_name')}
                className="input w-full"
                placeholder="Pulsar N160"
              />
            )}
          </Field>
          {select('category_name', 'Brand', BRANDS)}
          <Field id={field('original_price')} label="Price (Taka)" error={errors.original_price?.message}>
            {(control) => (
              <input
                {...control}
                {...register('original_price')}
                inputMode="numeric"
                className="input w-full"
                placeholder="2,45,000"
              />
            )}
          </Field>
          <Field id={field('resale_price')} label="Resale Price (Taka)" error={errors.resale_price?.message}>
            {(control) => (
              <input
                {...control}
                {...register('resale_price')}
                inputMode="numeric"
                className="input w-full"
                placeholder="1,80,000"
              />
            )}
          </Field>
          {select('condition', 'Condition', CONDITIONS)}
          <Field id={field('years_of_use')} label="Using Year" error={errors.years_of_use?.message}>
            {(control) => (
              <input
                {...control}
                {...register('years_of_use')}
                inputMode="numeric"
                className="input w-full"
                placeholder="2"
              />
            )}
          </Field>
          {select('location', 'Location', LOCATIONS)}
          <Field id={field('mobile')} label="Mobile Number" error={errors.mobile?.message}>
            {(control) => (
              <input
                {...control}
                {...register('mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className="input w-full"
                placeholder="01XXXXXXXXX"
              />
            )}
          </Field>
          <Field
            id={field('description')}
            label="Description"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                {...register('description')}
                rows={4}
                className="textarea w-full"
                placeholder="Papers, service history, anything a buyer should know"
              />
            )}
          </Field>
          <Field id={field('photo')} label="Photo" error={errors.photo?.message} className="sm:col-span-2">
            {(control) => (
              <input
                {...control}
                {...register('photo')}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="file-input w-full"
              />
            )}
          </Field>
          {progress !== null ? (
            <div className="sm:col-span-2" data-testid="upload-progress">
              <label htmlFor={`${id}-progress`} className="text-sm">
                {progress < 1 ? `Uploading photo… ${Math.round(progress * 100)}%` : 'Photo uploaded, saving…'}
              </label>
              <progress
                id={`${id}-progress`}
                className="progress progress-primary w-full"
                value={Math.round(progress * 100)}
                max={100}
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
              {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
              Add Product
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
