import { t } from '@lingui/core/macro';

/**
 * product.md's wording for payments, receipts and history, exactly (§2, §8), in the reader's language: each
 * text is made when read (getters and functions), so it follows a change of language. Amounts come in
 * already formatted, unit included ("1,25,000 Taka" / "৳ ১,২৫,০০০").
 */
export const PAYMENT_COPY = {
  heading: (company: string, product: string) => t`Payment For ${company} ${product}`,
  youHaveToPay: (buyer: string, price: string) => t`${buyer}, You have to pay ${price}`,
  youHavePaid: (buyer: string, price: string) => t`${buyer}, you have paid ${price}`,
  get cardTitle() {
    return t`Pay with Your Card`;
  },
  get tryAgain() {
    return t`Try Again..`;
  },
  success: (buyer: string, company: string, product: string) =>
    t`${buyer} Your Payment is Successful for ${company} ${product}`,
  get removed() {
    return t`Product Removed From Category Details`;
  },
  get removeFailedTitle() {
    return t`Oops... Something Went Wrong`;
  },
  removeFailed: (model: string) => t`Can not Remove Product ${model}`,
  get noUrl() {
    return t`Can not get the URL.. Something Wrong Happened`;
  },
  /** `n` already formatted for the reader. */
  completePayments: (n: string) => t`Complete Payments ${n}`,
  get sellerNameMissing() {
    return t`Seller Name Not Found`;
  },
  get sellerEmailMissing() {
    return t`Seller Email Not Found`;
  },
  get transactionMissing() {
    return t`Transaction ID Not Found`;
  },
  get noHistory() {
    return t`No Payment History`;
  },
  get failed() {
    return t`Payment Cancelled... Something Went Wrong`;
  },
  get backHome() {
    return t`Back to Homepage`;
  },
  get unregisteredName() {
    return t`Unregistered Buyer Name`;
  },
  get unregisteredEmail() {
    return t`Unregistered Buyer Email`;
  },
};
