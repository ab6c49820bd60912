import { type APIRequestContext, request } from '@playwright/test';
import {
  ADMIN,
  axeOnStillPage,
  type E2EBike,
  type E2EUser,
  expect,
  loginAs,
  ORIGIN,
  solidPng,
  test,
} from './fixtures';

/**
 * Disputes (ADR 0151) on a 390 px phone: the buyer reports a problem with the form on the deal's page
 * (bad input first: told, nothing sent), with a photo; then the admins' Disputes page shows the open
 * dispute with its photos, papers and timeline; a partial refund typed in Bangla digits, confirmed,
 * and the dispute gone.
 */

const PHONE = { width: 390, height: 844 };

async function signedIn(user: Pick<E2EUser, 'email' | 'password'>): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** The buyer pays for `bike` by card and the seller shares the papers (a dispute may be opened). */
async function papersShared(buyer: E2EUser, bike: E2EBike): Promise<string> {
  const asBuyer = await signedIn(buyer);
  const asSeller = await signedIn(bike.seller);
  try {
    const booked = await (
      await asBuyer.post('/api/bookings', {
        data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
      })
    ).json();
    const bookingId = booked.insertedId as string;
    const intent = await (
      await asBuyer.post('/api/create-payment-intent', { data: { _id: bookingId } })
    ).json();
    const confirmed = await (
      await asBuyer.post('/api/test-payments/confirm', {
        data: {
          clientSecret: intent.clientSecret,
          card: {
            number: '4242424242424242',
            exp_month: 12,
            exp_year: new Date().getFullYear() + 3,
            cvc: '123',
          },
        },
      })
    ).json();
    const paid = await asBuyer.post('/api/payments', {
      data: { transactionId: confirmed.paymentIntent.id, bookingId },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const deals = (await (await asBuyer.get('/api/deals?side=buyer')).json()) as {
      _id: string;
      bookingId: string;
    }[];
    const dealId = deals.find((d) => d.bookingId === bookingId)?._id as string;
    for (const [i, kind] of ['registration', 'tax_token', 'insurance'].entries()) {
      const photo = await asSeller.post(`/api/deals/${dealId}/papers/photos?kind=${kind}`, {
        multipart: {
          image: { name: 'p.png', mimeType: 'image/png', buffer: solidPng(40, 30, [40 * i, 90, 160]) },
        },
      });
      expect(photo.status(), await photo.text()).toBe(200);
    }
    const shared = await asSeller.post(`/api/deals/${dealId}/papers`, {
      data: { chassisNumber: 'MD2A11CZ9KCA12345', engineNumber: 'JCZCKA12345' },
    });
    expect(shared.status(), await shared.text()).toBe(200);
    return dealId;
  } finally {
    await asBuyer.dispose();
    await asSeller.dispose();
  }
}

/** The deal's state as its buyer reads it from the API. */
async function stateOf(buyer: E2EUser, dealId: string): Promise<string> {
  const asBuyer = await signedIn(buyer);
  const deal = await (await asBuyer.get(`/api/deals/${dealId}`)).json();
  await asBuyer.dispose();
  return deal.state as string;
}

test.describe('the Disputes page', () => {
  test.use({ viewport: PHONE });

  test('the buyer reports a problem on the deal page, an admin refunds part (Bangla digits); axe finds nothing', async ({
    page,
    buyer,
    bike,
  }) => {
    test.setTimeout(180_000);
    const dealId = await papersShared(buyer, bike);

    // The buyer opens the form on the deal's page.
    await loginAs(page, buyer, `/dashboard/deals/${dealId}`);
    const form = page.getByTestId('dispute-form');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Report a problem' }).click();
    // Sent empty: each field says what is missing, and nothing was sent.
    await form.getByRole('button', { name: 'Send to Best Bikes' }).click();
    await expect(form.getByText('Choose what went wrong')).toBeVisible();
    await expect(
      form.getByText('Tell us what went wrong in a few words (at least 10 letters)'),
    ).toBeVisible();
    // A file that is not a photo is left out, with why.
    await form.getByLabel('Photos (up to 4)').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'tax-token.png', mimeType: 'image/png', buffer: solidPng(40, 30, [200, 40, 40]) },
    ]);
    await expect(form.getByText('notes.txt is not a JPEG, PNG or WebP photo.')).toBeVisible();
    await expect(form.getByTestId('dispute-picked').getByRole('listitem')).toHaveCount(1);
    expect(await stateOf(buyer, dealId)).toBe('papers_shared');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeOnStillPage(page)).toEqual([]);

    await form.getByRole('radio', { name: 'A problem with the papers' }).check();
    await form.getByLabel('What happened').fill('The tax token in the papers ended last year.');
    await form.getByRole('button', { name: 'Send to Best Bikes' }).click();
    // The page shows the open dispute, its photo and what happens next; the form is gone.
    const opened = page.getByTestId('dispute');
    await expect(opened.getByTestId('dispute-status')).toHaveText('Waiting for our decision');
    await expect(opened.getByTestId('dispute-text')).toHaveText(
      'The tax token in the papers ended last year.',
    );
    await expect(opened.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
    await expect(opened.getByTestId('dispute-next')).toContainText('The money stays held');
    await expect(page.getByTestId('deal-state')).toHaveText('In dispute');
    await expect(page.getByTestId('deal-next')).toContainText('Wait for our decision on the dispute');
    await expect(page.getByTestId('dispute-form')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeOnStillPage(page)).toEqual([]);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await loginAs(page, ADMIN, '/dashboard');
    await page.getByRole('link', { name: 'Disputes' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/disputes$/);
    const card = page.locator(`[data-deal-id="${dealId}"]`);
    await expect(card).toContainText('The tax token in the papers ended last year.');
    await expect(card.getByRole('img', { name: "Buyer's photo 1" })).toBeVisible();
    await card.getByText('Timeline', { exact: true }).click();
    await expect(card.getByTestId('dispute-timeline')).toContainText('The buyer reported a problem');
    await card.getByText('Papers', { exact: true }).click();
    await expect(card.getByRole('img', { name: 'Tax token' })).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeOnStillPage(page)).toEqual([]);

    // Asked without a reason: told, nothing sent.
    await card.getByRole('button', { name: 'Refund part' }).click();
    await expect(card.getByText('Give the reason both sides will read (at least 5 letters).')).toBeVisible();
    await card
      .getByLabel('Reason (mailed to both sides)')
      .fill('The tax token was not valid as the ad said.');
    await card.getByLabel('Part to refund (Taka)').fill('২০,০০০');
    await card.getByRole('button', { name: 'Refund part' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Refund 20,000 Taka');
    expect(await axeOnStillPage(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund part' }).click();
    await expect(page.getByText('Dispute resolved. Both sides have been told why.')).toBeVisible();
    await expect(card).toHaveCount(0);

    const asBuyer = await signedIn(buyer);
    const deal = await (await asBuyer.get(`/api/deals/${dealId}`)).json();
    await asBuyer.dispose();
    expect(deal).toMatchObject({
      state: 'completed',
      dispute: { resolution: 'partial_refund', refundPaisa: 2_000_000 },
    });
  });
});
