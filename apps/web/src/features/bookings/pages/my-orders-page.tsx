import { formatTaka, mediaAtWidth, ROUTES, routePath } from '@best-bikes/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTitle } from '../../../lib/use-title';
import { useSession } from '../../auth/api/get-session';
import { useOrders } from '../api/get-orders';
import { Lightbox } from '../components/lightbox';
import { BOOKING_COPY } from '../copy';

/** SPEC §2 My Orders (Buyer): the bookings, each with Pay or a Paid badge. */
export function MyOrdersPage() {
  useTitle('My Orders');
  const { user } = useSession();
  const orders = useOrders(user?.email);
  const [picture, setPicture] = useState<{ src: string; alt: string } | null>(null);
  const list = orders.data ?? [];
  const name = user?.name || user?.email || '';

  if (orders.isPending) return <Spinner label="Loading your orders" />;
  if (orders.error) {
    return (
      <div role="alert" className="alert alert-error">
        <span>{errorMessage(orders.error)}</span>
        <button type="button" className="btn btn-sm" onClick={() => orders.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <section aria-labelledby="my-orders-heading">
      <h1 id="my-orders-heading" className="mb-6 text-3xl font-bold">
        {BOOKING_COPY.ordersPending(name, list.length)}
      </h1>
      {list.length === 0 ? (
        <div className="rounded-box bg-base-200 p-8 text-center">
          <p className="text-xl font-semibold">{BOOKING_COPY.noOrders}</p>
          <Link to={ROUTES.home} className="btn btn-primary mt-4">
            Back to Homepage
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-zebra" data-testid="orders-table">
            <thead>
              <tr>
                <th>No</th>
                <th>Picture</th>
                <th>Bike Model</th>
                <th>Price</th>
                <th>Seller</th>
                <th>Payment</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order, index) => (
                <tr key={order._id} data-testid="order-row" data-product={order.productName}>
                  <th>{index + 1}</th>
                  <td>
                    <button
                      type="button"
                      className="cursor-zoom-in"
                      aria-label={`Show the picture of ${order.productName}`}
                      onClick={() => setPicture({ src: order.productImage, alt: order.productName })}
                    >
                      <img
                        src={mediaAtWidth(order.productImage, 320)}
                        alt={order.productName}
                        width={96}
                        height={72}
                        loading="lazy"
                        className="h-16 w-24 rounded object-cover"
                      />
                    </button>
                  </td>
                  <td>
                    <span className="font-semibold">{order.productName}</span>
                    <span className="block text-sm opacity-70">{order.companyName}</span>
                  </td>
                  <td>{formatTaka(order.price)} Taka</td>
                  <td>{order.sellerName}</td>
                  <td>
                    {order.paid ? (
                      <span className="badge badge-success" data-testid="paid-badge">
                        Paid
                      </span>
                    ) : (
                      <Link
                        to={routePath(ROUTES.payment, { id: order._id })}
                        className="btn btn-sm btn-primary"
                        data-testid="pay-link"
                      >
                        Pay
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {picture ? <Lightbox src={picture.src} alt={picture.alt} onClose={() => setPicture(null)} /> : null}
    </section>
  );
}
