import type { Product } from '@best-bikes/contract';
import { COPY, ROUTES } from '@best-bikes/contract/constants';
import { Link } from 'react-router';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { useMarkSoldElsewhere, useReleaseBooking, useStopAdvertising } from '../api/listing-actions';
import { type ListingAction, MyProductCard } from '../components/my-product-card';

/** SPEC §2 My Products (Seller): the seller's bikes with Advertise and delete. */
export function MyProductsPage() {
  useTitle('My Products');
  const { user } = useSession();
  const list = useMyProducts(user?.email ?? '');
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  const stopAd = useStopAdvertising();
  const soldElsewhere = useMarkSoldElsewhere();
  const release = useReleaseBooking();
  const busyId =
    [advertise, remove, stopAd, soldElsewhere, release].find((m) => m.isPending)?.variables ?? null;

  /** Issue 15's actions: each asks first when it cannot be undone, then says what happened. */
  async function onAction(action: ListingAction, product: Product) {
    const name = product.product_name;
    if (action === 'soldElsewhere') {
      const ok = await confirmDialog({
        title: `Mark ${name} as sold elsewhere?`,
        text: 'It leaves every listing like a sale and cannot be offered again from here.',
        confirmLabel: 'Mark as sold',
        cancelLabel: 'Cancel',
      });
      if (!ok) return;
    }
    if (action === 'release') {
      const ok = await confirmDialog({
        title: `Release the booking of ${name}?`,
        text: `${product.buyer?.name ?? 'The buyer'} will be told, and the bike is offered to other buyers at once.`,
        confirmLabel: 'Release booking',
        cancelLabel: 'Cancel',
        danger: true,
      });
      if (!ok) return;
    }
    try {
      if (action === 'stopAdvertising') {
        await stopAd.mutateAsync(product._id);
        toast.success(`Stopped advertising ${name}`);
      } else if (action === 'soldElsewhere') {
        await soldElsewhere.mutateAsync(product._id);
        toast.success(`${name} marked as sold elsewhere`);
      } else {
        await release.mutateAsync(product._id);
        toast.success(`Booking of ${name} released: it is on sale again`);
      }
    } catch (error) {
      await showAlert({ icon: 'error', title: 'Oops...', text: errorMessage(error) });
    }
  }

  async function onAdvertise(product: Product) {
    try {
      const { modifiedCount } = await advertise.mutateAsync(product._id);
      if (modifiedCount > 0) toast.success(`Advertise of Bike ${product.product_name} Done`);
    } catch {
      await showAlert({
        icon: 'error',
        title: 'Oops... Something Went Wrong',
        text: 'Can not proceed advertising',
      });
    }
  }

  async function onDelete(product: Product) {
    const confirmed = await confirmDialog({
      title: `Want to Delete ${product.product_name} From List ?`,
      text: 'Deleting cannot be undone.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const { deletedCount } = await remove.mutateAsync(product._id);
      if (deletedCount > 0) {
        await showAlert({
          icon: 'success',
          title: 'Done!',
          text: `Product ${product.product_name} Deleted Successfully`,
        });
        return;
      }
    } catch (error) {
      // SPEC's words first; the server's reason (a booked bike, …) on the next line.
      await showAlert({
        icon: 'error',
        title: 'Oops...',
        text: `Can not Delete Product\n${errorMessage(error)}`,
      });
      return;
    }
    await showAlert({ icon: 'error', title: 'Oops...', text: 'Can not Delete Product' });
  }

  if (list.isPending) return <Spinner label="Loading your products" />;
  if (list.isError) {
    return (
      <p className="text-center text-error" role="alert">
        {errorMessage(list.error)}
      </p>
    );
  }
  const { products, total } = list.data;
  return (
    <section aria-labelledby="my-products-heading">
      <h1 id="my-products-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        {user?.name || COPY.unnamedUser} You Have Added {total} Products
      </h1>
      {products.length === 0 ? (
        <div className="py-10 text-center" data-testid="no-products">
          <p className="text-2xl font-semibold">No Product Available</p>
          <Link to={ROUTES.addProducts} className="btn btn-primary mt-4">
            Click Here
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {products.map((product) => (
            <li key={product._id}>
              <MyProductCard
                product={product}
                onAdvertise={onAdvertise}
                onDelete={onDelete}
                onAction={onAction}
                busy={busyId === product._id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
