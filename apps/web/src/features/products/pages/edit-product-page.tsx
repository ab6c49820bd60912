import { ROUTES } from '@best-bikes/contract/constants';
import { Link, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { useMyProducts } from '../api/get-my-products';
import { useEditProduct } from '../api/listing-actions';
import { ProductForm } from '../components/product-form';
import { listingLock } from '../lib/listing-lock';
import { editBody, type ProductFormValues, productFormValues } from '../lib/product-form';

/**
 * Edit a listing (issue 15): every field of an available bike but its photos, which the gallery's
 * own controls change. A booked or sold bike is read-only and the page says why in plain text.
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const list = useMyProducts(user?.email ?? '');
  const edit = useEditProduct();
  const product = list.data?.products.find((p) => p._id === id);
  useTitle(product ? `Edit ${product.product_name}` : 'Edit Product');

  if (list.isPending) return <Spinner label="Loading your bike" />;
  if (!product) {
    return (
      <section className="mx-auto max-w-3xl py-10 text-center" data-testid="edit-not-found">
        <h1 className="text-2xl font-bold">This bike is not among your products</h1>
        <Link to={ROUTES.myProducts} className="btn btn-primary mt-4">
          Back to My Products
        </Link>
      </section>
    );
  }
  const lock = listingLock(product);

  async function submit(values: ProductFormValues) {
    try {
      await edit.mutateAsync({ id, body: editBody(values) });
      toast.success(`${values.product_name.trim()} Updated`);
      navigate(ROUTES.myProducts);
    } catch (error) {
      await showAlert({ icon: 'error', title: 'Can not Update Product', text: errorMessage(error) });
      throw error;
    }
  }

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="edit-product-heading">
      <h1 id="edit-product-heading" className="mb-2 text-3xl font-bold">
        Edit {product.product_name}
      </h1>
      <p className="mb-6">
        <Link to={ROUTES.myProducts} className="link">
          Back to My Products
        </Link>
      </p>
      {lock ? (
        <div role="status" className="alert alert-warning mb-6" data-testid="listing-locked">
          <span>{lock}</span>
        </div>
      ) : (
        <ProductForm
          mode="edit"
          initial={productFormValues(product)}
          submitLabel="Save Changes"
          onSubmit={submit}
          testId="edit-product-form"
          photoSlot={
            <div className="sm:col-span-2" data-testid="current-photos">
              <p className="fieldset-legend">Photos</p>
              <ul className="flex flex-wrap gap-2">
                {(product.photos ?? [product.img]).map((src, i) => (
                  <li key={src} className="w-24 overflow-hidden rounded-box">
                    <MediaImage
                      src={src}
                      alt={`Photo ${i + 1} of ${product.product_name}`}
                      className="aspect-[4/3] w-full"
                    />
                  </li>
                ))}
              </ul>
              <p className="text-sm text-base-content/80">Photos are kept as they are when you save.</p>
            </div>
          }
        />
      )}
    </section>
  );
}
