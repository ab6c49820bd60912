import type { Page } from '@playwright/test';
import { type E2EBike, type E2EUser, expect, fillCard, loginAs, test } from './fixtures';

/** Signs in and books `bike` through the API (the booking UI has its own spec). */
async function bookViaApi(page: Page, buyer: E2EUser, bike: E2EBike) {
  await loginAs(page, buyer, '/');
  const res = await page.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  expect((await res.json()).acknowledged).toBe(true);
}

test.describe('card payment (test-mode processor)', () => {
  test('a buyer pays an order with 4242…, sees Paid and the history entry', async ({ page, buyer, bike }) => {
    await bookViaApi(page, buyer, bike);
    await page.goto('/dashboard/myOrders');
    await expect(
      page.getByRole('heading', { name: `${buyer.name}, you have 1 order pending` }),
    ).toBeVisible();
    const row = page.getByTestId('order-row').filter({ hasText: bike.product_name });
    await row.getByRole('link', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]+$/);
    await expect(
      page.getByRole('heading', { name: `Payment For ${bike.category_name} ${bike.product_name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('amount-line')).toContainText(`${buyer.name}, You have to pay`);
    await expect(page.getByRole('heading', { name: 'Pay with Your Card' })).toBeVisible();
    await expect(page.getByTestId('test-cards')).toContainText('4242 4242 4242 4242');
    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeEnabled();

    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(pay).toHaveText('Paid');
    await expect(pay).toBeDisabled();
    await expect(
      page.getByText(
        `${buyer.name} Your Payment is Successful for ${bike.category_name} ${bike.product_name}`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Product Removed From Category Details')).toBeVisible();
    const success = page.getByTestId('payment-success');
    await expect(success).toContainText('Transaction ID:');
    const transactionId = (await success.locator('.font-mono').textContent())?.trim() ?? '';
    expect(transactionId).toMatch(/^pi_/);

    await page.goto('/dashboard/myOrders');
    await expect(row.getByTestId('paid-badge')).toHaveText('Paid');
    await page.goto('/dashboard/paymentHistory');
    await expect(page.getByRole('heading', { name: 'Complete Payments 1' })).toBeVisible();
    const item = page.getByTestId('payment-item');
    await expect(item).toContainText(`${bike.category_name} ${bike.product_name}`);
    await expect(item).toContainText(transactionId);

    // Sold: the bike is gone from its category.
    const listing = await page.request.get(`/api/bikeDetails/${bike._id}`);
    expect((await listing.json()).availableStatus).toBe('Sold');
  });

  test('a declined card shows the red error and nothing is paid', async ({ page, buyer, bike }) => {
    await bookViaApi(page, buyer, bike);
    await page.goto('/dashboard/myOrders');
    await page
      .getByTestId('order-row')
      .filter({ hasText: bike.product_name })
      .getByRole('link', { name: 'Pay', exact: true })
      .click();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByTestId('pay-button').click();
    const error = page.getByTestId('card-error');
    await expect(error).toHaveText('Your card was declined. Try Again..');
    await expect(error).toHaveClass(/text-error/);
    await expect(page.getByTestId('pay-button')).toHaveText('Pay');
    await expect(page.getByTestId('payment-success')).toHaveCount(0);

    await page.goto('/dashboard/myOrders');
    await expect(
      page
        .getByTestId('order-row')
        .filter({ hasText: bike.product_name })
        .getByRole('link', { name: 'Pay', exact: true }),
    ).toBeVisible();
    await page.goto('/dashboard/paymentHistory');
    await expect(page.getByRole('heading', { name: 'Complete Payments 0' })).toBeVisible();
    await expect(page.getByText('No Payment History')).toBeVisible();
  });
});

test.describe('hosted checkout (sandbox gateway)', () => {
  async function openBuyPage(page: Page, buyer: E2EUser, bike: E2EBike) {
    await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
    const form = page.getByTestId('buy-form');
    await form.getByLabel('Phone').fill('01912345678');
    await form.getByLabel('Location').fill('Mirpur 10, Dhaka');
    await form.getByLabel('Post code (optional)').fill('1216');
    return form;
  }

  test('a checkout in BDT ends on the receipt', async ({ page, buyer, bike }) => {
    const form = await openBuyPage(page, buyer, bike);
    await expect(form.getByLabel('Currency')).toHaveValue('BDT');
    await form.getByLabel('Currency').selectOption('USD');
    await expect(page.getByTestId('checkout-amount')).toContainText(/You pay \d+\.\d\d USD/);
    await form.getByLabel('Currency').selectOption('BDT');
    await form.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/BB[0-9A-F]+$/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(`${bike.resale_price}.00 BDT`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/payment\/success\?transactionID=BB[0-9A-F]+$/);
    const alert = page.getByTestId('dialog');
    await expect(alert).toContainText('Payment Successful');
    await alert.getByRole('button', { name: 'OK' }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText(`${bike.category_name} ${bike.product_name}`);
    await expect(receipt).toContainText(buyer.email);
    await expect(receipt).toContainText('Mirpur 10, Dhaka, 1216');
    await expect(receipt).toContainText('THANK YOU');
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(receipt.getByRole('button', { name: 'Back' })).toBeVisible();
    // The print stylesheet leaves only the receipt, without its buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const details = await page.request.get(`/api/bikeDetails/${bike._id}`);
    expect((await details.json()).availableStatus).toBe('Sold');
    await page.goto('/dashboard/paymentHistory');
    await expect(page.getByRole('heading', { name: 'Complete Payments 1' })).toBeVisible();
  });

  test('a cancelled checkout ends on /payment/fail and the bike is available again', async ({
    page,
    buyer,
    bike,
  }) => {
    const form = await openBuyPage(page, buyer, bike);
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\//);
    const held = await page.request.get(`/api/bikeDetails/${bike._id}`);
    expect((await held.json()).availableStatus).toBe('Booked');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment\/fail$/);
    await expect(
      page.getByRole('heading', { name: 'Payment Cancelled... Something Went Wrong' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    const released = await page.request.get(`/api/bikeDetails/${bike._id}`);
    expect((await released.json()).availableStatus).toBe('Available');
  });
});
