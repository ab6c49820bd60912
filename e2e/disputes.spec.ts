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
 * The admins' Disputes page (ADR 0151) on a 390 px phone: the open dispute with its photos,
 * papers and timeline; a partial refund typed in Bangla digits, confirmed, and the dispute gone.
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

/** The buyer pays for `bike` by card, the seller shares the papers, the buyer reports a problem. */
async function disputedDeal(buyer: E2EUser, bike: E2EBike): Promise<string> {
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
    const opened = await asBuyer.post(`/api/deals/${dealId}/dispute`, {
      data: { reason: 'papers_problem', text: 'The tax token in the papers ended last year.' },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const photo = await asBuyer.post(`/api/deals/${dealId}/dispute/photos`, {
      multipart: { image: { name: 'd.png', mimeType: 'image/png', buffer: solidPng(40, 30, [200, 40, 40]) } },
    });
    expect(photo.status(), await photo.text()).toBe(200);
    return dealId;
  } finally {
    await asBuyer.dispose();
    await asSeller.dispose();
  }
}

test.describe('the Disputes page', () => {
  test.use({ viewport: PHONE });

  test('an admin refunds part, typed in Bangla digits, at 390 px; axe finds nothing', async ({
    page,
    buyer,
    bike,
  }) => {
    test.setTimeout(120_000);
    const dealId = await disputedDeal(buyer, bike);
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
