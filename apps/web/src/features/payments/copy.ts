/** SPEC's wording for payments, receipts and history, exactly (§2, §8). */
export const PAYMENT_COPY = {
  heading: (company: string, product: string) => `Payment For ${company} ${product}`,
  youHaveToPay: (buyer: string, price: string) => `${buyer}, You have to pay ${price} Taka`,
  youHavePaid: (buyer: string, price: string) => `${buyer}, you have paid ${price} Taka`,
  cardTitle: 'Pay with Your Card',
  tryAgain: 'Try Again..',
  success: (buyer: string, company: string, product: string) =>
    `${buyer} Your Payment is Successful for ${company} ${product}`,
  removed: 'Product Removed From Category Details',
  removeFailedTitle: 'Oops... Something Went Wrong',
  removeFailed: (model: string) => `Can not Remove Product ${model}`,
  noUrl: 'Can not get the URL.. Something Wrong Happened',
  completePayments: (n: number) => `Complete Payments ${n}`,
  sellerNameMissing: 'Seller Name Not Found',
  sellerEmailMissing: 'Seller Email Not Found',
  transactionMissing: 'Transaction ID Not Found',
  noHistory: 'No Payment History',
  failed: 'Payment Cancelled... Something Went Wrong',
  backHome: 'Back to Homepage',
  unregisteredName: 'Unregistered Buyer Name',
  unregisteredEmail: 'Unregistered Buyer Email',
} as const;
