import { COPY, ROUTES } from '@best-bikes/contract/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { useAddProduct } from '../api/add-product';
import { ProductForm } from '../components/product-form';
import { UploadProgress } from '../components/upload-progress';
import { type ProductFormValues, productBody } from '../lib/product-form';
import { uploadImageWithProgress } from '../lib/upload-with-progress';

/** SPEC §2/§5 Add Product (Seller): every field required; the photo uploads with a progress bar. */
export function AddProductPage() {
  useTitle('Add Product');
  const { user } = useSession();
  const navigate = useNavigate();
  const add = useAddProduct();
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(values: ProductFormValues) {
    try {
      setProgress(0);
      const photo = values.photo?.[0];
      if (!photo) throw new Error('Photo is Required');
      const img = await uploadImageWithProgress(photo, setProgress);
      const answer = await add.mutateAsync(productBody(values, img));
      if (!answer.acknowledged) throw new Error(answer.message ?? 'Oops... Something Went Wrong');
      setProgress(null);
      navigate(ROUTES.myProducts);
      void showAlert({
        icon: 'success',
        title: `Product Added Successfully By Seller ${user?.name || COPY.unnamedUser}`,
      });
    } catch (error) {
      setProgress(null);
      await showAlert({ icon: 'error', title: errorMessage(error), text: 'Try Again Properly' });
      throw error;
    }
  }

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="add-product-heading">
      <h1 id="add-product-heading" className="mb-6 text-3xl font-bold">
        Add a Product
      </h1>
      <ProductForm
        mode="add"
        submitLabel="Add Product"
        onSubmit={submit}
        testId="add-product-form"
        photoSlot={<UploadProgress progress={progress} />}
      />
    </section>
  );
}
