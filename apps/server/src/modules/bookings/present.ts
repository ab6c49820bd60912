import { COPY, formatDhakaDateTime, type Order } from '@best-bikes/contract';
import type { OrderRow } from './repository';

/** Maps a stored booking to product.md's "Order as listed" (plus the payment page's fields). */
export function presentOrder(row: OrderRow): Order {
  const b = row.booking;
  return {
    _id: b.id,
    productID: b.productId,
    productImage: row.productImage,
    companyName: row.categoryName,
    productName: row.productName,
    productCategoryID: row.categoryId,
    price: b.price,
    sellerName: row.sellerName || COPY.unnamedUser,
    sellerEmail: row.sellerEmail,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerMobile: b.buyerMobile,
    buyerLocation: b.buyerLocation,
    paid: b.state === 'Paid',
    channel: b.channel,
    state: b.state === 'Paid' ? 'Paid' : 'Active',
    bookingDate: formatDhakaDateTime(b.createdAt),
    bookedAt: b.createdAt.toISOString(),
    expiresAt: b.expiresAt.toISOString(),
    transactionId: row.transactionId,
    conversationId: row.conversationId,
  };
}
