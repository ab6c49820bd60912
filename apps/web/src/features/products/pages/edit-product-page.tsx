import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useMyProducts } from '../api/get-my-products';
import { useEditProduct } from '../api/listing-actions';
import { ProductForm } from '../components/product-form';
import { listingLock } from '../lib/listing-lock';
import { editBody, type ProductFormValues, productFormValues } from '../lib/product-form';

/**
 * Edit a listing (docs/product.md#seller-and-admin-tools): every field of an available bike, its photos included (the same picker
 * as Add: add, remove, reorder, the first the cover). One Save sends one PATCH carrying the photos
 * when they changed, so the server keeps all of it or none (ADR 0097): on a refusal nothing changed
 * and the form stays as the seller left it. A booked or sold bike is read-only and says why in text.
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const list = useMyProducts(user?.email ?? '');
  const edit = useEditProduct();
  const product = list.data?.products.find((p) => p._id === id);
  const { t } = useLingui();
  useTitle(product ? t`Edit ${product.product_name}` : t`Edit Product`);

  if (list.isPending) return <Spinner label={t`Loading your bike`} />;
  if (!product) {
    return (
      <section className="mx-auto max-w-3xl py-10 text-center" data-testid="edit-not-found">
        <h1 className="text-2xl font-bold">
          <Trans>This bike is not among your products</Trans>
        </h1>
        <Link to={ROUTES.myProducts} className="btn btn-primary mt-4">
          <Trans>Back to My Products</Trans>
        </Link>
      </section>
    );
  }
  const lock = listingLock(product);
  const saved = productFormValues(product);

  async function submit(values: ProductFormValues) {
    try {
      await edit.mutateAsync({ id, body: editBody(values, saved.photos) });
      toast.success(t`${values.product_name.trim()} Updated`);
      navigate(ROUTES.myProducts);
    } catch (error) {
      await showAlert({
        icon: 'error',
        title: t`Can not Update Product`,
        text: t`${translateExternal(errorMessage(error))} Nothing was changed: fix it and save again.`,
      });
      throw error;
    }
  }

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="edit-product-heading">
      <h1 id="edit-product-heading" className="mb-2 text-3xl font-bold">
        <Trans>Edit {product.product_name}</Trans>
      </h1>
      <p className="mb-6">
        <Link to={ROUTES.myProducts} className="link">
          <Trans>Back to My Products</Trans>
        </Link>
      </p>
      {lock ? (
        <div role="status" className="alert alert-warning mb-6" data-testid="listing-locked">
          <span>{translateExternal(lock)}</span>
        </div>
      ) : (
        <ProductForm
          initial={saved}
          submitLabel={t`Save Changes`}
          onSubmit={submit}
          testId="edit-product-form"
        />
      )}
    </section>
  );
}
