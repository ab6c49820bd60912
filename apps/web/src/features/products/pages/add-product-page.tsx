import { COPY, ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useAddProduct } from '../api/add-product';
import { ProductForm } from '../components/product-form';
import { type ProductFormValues, productBody } from '../lib/product-form';

/**
 * docs/product.md#screens/§5 Add Product (Seller): every field required; up to 8 photos upload as they are chosen,
 * each with a progress bar, and are put in order in the form's photo picker (the first is the cover).
 */
export function AddProductPage() {
  const { t, i18n } = useLingui();
  useTitle(t`Add Product`);
  const { user } = useSession();
  const navigate = useNavigate();
  const add = useAddProduct();

  async function submit(values: ProductFormValues) {
    try {
      const answer = await add.mutateAsync(productBody(values));
      if (!answer.acknowledged) throw new Error(answer.message ?? 'Oops... Something Went Wrong');
      navigate(ROUTES.myProducts);
      // Another live listing has this chassis number: an admin checks this one first (ADR 0360).
      void showAlert(
        answer.held
          ? {
              icon: 'info',
              title: t`Held for review`,
              text: translateExternal(answer.message ?? ''),
            }
          : {
              icon: 'success',
              title: t`Product Added Successfully By Seller ${user?.name || i18n._(COPY.unnamedUser)}`,
            },
      );
    } catch (error) {
      await showAlert({
        icon: 'error',
        title: translateExternal(errorMessage(error)),
        text: t`Try Again Properly`,
      });
      throw error;
    }
  }

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="add-product-heading">
      <h1 id="add-product-heading" className="mb-6 text-3xl font-bold">
        <Trans>Add a Product</Trans>
      </h1>
      <ProductForm submitLabel={t`Add Product`} onSubmit={submit} testId="add-product-form" withChassis />
    </section>
  );
}
