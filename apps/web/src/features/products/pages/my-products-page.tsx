import type { Product } from '@best-bikes/contract';
import { COPY, ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { DealSummary, useMyDeals } from '../../deals';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { useMarkSoldElsewhere, useReleaseBooking, useStopAdvertising } from '../api/listing-actions';
import { type ListingAction, MyProductCard } from '../components/my-product-card';

/** docs/product.md#screens My Products (Seller): the seller's bikes with Advertise and delete. */
export function MyProductsPage() {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  useTitle(t`My Products`);
  const { user } = useSession();
  const list = useMyProducts(user?.email ?? '');
  const deals = useMyDeals('seller', Boolean(user));
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  const stopAd = useStopAdvertising();
  const soldElsewhere = useMarkSoldElsewhere();
  const release = useReleaseBooking();
  const busyId =
    [advertise, remove, stopAd, soldElsewhere, release].find((m) => m.isPending)?.variables ?? null;

  /** The actions of docs/product.md#seller-and-admin-tools: each asks first when it cannot be undone, then says what happened. */
  async function onAction(action: ListingAction, product: Product) {
    const name = product.product_name;
    if (action === 'soldElsewhere') {
      const ok = await confirmDialog({
        title: t`Mark ${name} as sold elsewhere?`,
        text: t`It leaves every listing like a sale and cannot be offered again from here.`,
        confirmLabel: t`Mark as sold`,
        cancelLabel: t`Cancel`,
      });
      if (!ok) return;
    }
    if (action === 'release') {
      const ok = await confirmDialog({
        title: t`Release the booking of ${name}?`,
        text: product.buyer?.name
          ? t`${product.buyer.name} will be told, and the bike is offered to other buyers at once.`
          : t`The buyer will be told, and the bike is offered to other buyers at once.`,
        confirmLabel: t`Release booking`,
        cancelLabel: t`Cancel`,
        danger: true,
      });
      if (!ok) return;
    }
    try {
      if (action === 'stopAdvertising') {
        await stopAd.mutateAsync(product._id);
        toast.success(t`Stopped advertising ${name}`);
      } else if (action === 'soldElsewhere') {
        await soldElsewhere.mutateAsync(product._id);
        toast.success(t`${name} marked as sold elsewhere`);
      } else {
        await release.mutateAsync(product._id);
        toast.success(t`Booking of ${name} released: it is on sale again`);
      }
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Oops...`, text: translateExternal(errorMessage(error)) });
    }
  }

  async function onAdvertise(product: Product) {
    try {
      const { modifiedCount } = await advertise.mutateAsync(product._id);
      if (modifiedCount > 0) toast.success(t`Advertise of Bike ${product.product_name} Done`);
    } catch {
      await showAlert({
        icon: 'error',
        title: t`Oops... Something Went Wrong`,
        text: t`Can not proceed advertising`,
      });
    }
  }

  async function onDelete(product: Product) {
    const confirmed = await confirmDialog({
      title: t`Want to Delete ${product.product_name} From List ?`,
      text: t`Deleting cannot be undone.`,
      confirmLabel: t`Delete`,
      cancelLabel: t`Cancel`,
      danger: true,
    });
    if (!confirmed) return;
    try {
      const { deletedCount } = await remove.mutateAsync(product._id);
      if (deletedCount > 0) {
        await showAlert({
          icon: 'success',
          title: t`Done!`,
          text: t`Product ${product.product_name} Deleted Successfully`,
        });
        return;
      }
    } catch (error) {
      // product.md's words first; the server's reason (a booked bike, …) on the next line.
      await showAlert({
        icon: 'error',
        title: t`Oops...`,
        text: `${t`Can not Delete Product`}\n${translateExternal(errorMessage(error))}`,
      });
      return;
    }
    await showAlert({ icon: 'error', title: t`Oops...`, text: t`Can not Delete Product` });
  }

  if (list.isPending) return <Spinner label={t`Loading your products`} />;
  if (list.isError) {
    return (
      <p className="text-center text-error" role="alert">
        {translateExternal(errorMessage(list.error))}
      </p>
    );
  }
  const { products, total } = list.data;
  return (
    <section aria-labelledby="my-products-heading">
      <h1 id="my-products-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        {t`${user?.name || i18n._(COPY.unnamedUser)} You Have Added ${number(total)} Products`}
      </h1>
      {deals.data && deals.data.length > 0 ? (
        // Each sale paid online is a deal: what the seller does next, and by when (docs/product.md#the-deal).
        <section aria-labelledby="my-deals-heading" className="mb-8" data-testid="my-deals">
          <h2 id="my-deals-heading" className="mb-3 text-xl font-bold">
            <Trans>Your sales</Trans>
          </h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {deals.data.map((deal) => (
              <li
                key={deal._id}
                className="card border border-base-300 bg-base-100"
                data-testid="seller-deal"
                data-product={deal.productName}
              >
                <div className="card-body gap-2 p-4">
                  <h3 className="font-semibold [overflow-wrap:anywhere]">
                    {deal.brand} {deal.productName}
                  </h3>
                  <DealSummary deal={deal} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {products.length === 0 ? (
        <div className="py-10 text-center" data-testid="no-products">
          <p className="text-2xl font-semibold">
            <Trans>No Product Available</Trans>
          </p>
          <Link to={ROUTES.addProducts} className="btn btn-primary mt-4">
            <Trans>Click Here</Trans>
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
