import type { Page } from '@playwright/test';
import {
  axeOnStillPage,
  expect,
  listBike,
  loginAs,
  mailsTo,
  ORIGIN,
  signUpViaApi,
  test,
  uniqueTag,
} from './fixtures';

/** docs/product.md#bangla-search-favourites: a buyer saves bikes with the heart and saves a search whose alert mail arrives. */

async function seriousAxe(page: Page) {
  const violations = await axeOnStillPage(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('Favourites', () => {
  test('a visitor is sent to sign in; a buyer saves a bike, sees it on Saved bikes, then booked', async ({
    page,
    request,
    buyer,
    bike,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const name = `${bike.category_name} ${bike.product_name}`;
    // The search is public (so are the brand pages, ADR 0111).
    await page.goto(`/bikes?q=${encodeURIComponent(bike.product_name)}`);
    await page.getByRole('link', { name: `Sign in to save ${name}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the search, now with the buyer's heart.
    await expect(page).toHaveURL(/\/bikes\?q=/);
    await expect(page.getByRole('button', { name: `Save ${name}` })).toBeVisible();

    await page.goto(bike.listing);
    const heart = page.getByRole('button', { name: `Save ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Saved on the server: a fresh page shows it pressed.
    await page.reload();
    await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Saved Bikes' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/savedBikes$/);
    const row = page.getByTestId('saved-bike');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(bike.product_name);
    await expect(row.getByTestId('saved-bike-state')).toHaveText('Available');
    expect(await seriousAxe(page)).toEqual([]);

    // Another buyer books it: the Saved bikes page says so.
    const other = await signUpViaApi(request, { role: 'Buyer' });
    const signedIn = await request.post('/api/auth/sign-in/email', {
      headers: { origin: ORIGIN },
      data: { email: other.email, password: other.password },
    });
    expect(signedIn.status()).toBe(200);
    const booked = await request.post('/api/bookings', {
      headers: { origin: ORIGIN },
      data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
    });
    expect((await booked.json()).acknowledged).toBe(true);
    await page.reload();
    await expect(page.getByTestId('saved-bike-state')).toHaveText('Booked');
    await expect(page.getByTestId('saved-bike')).toContainText('A buyer has booked this bike.');

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByText('No saved bikes yet.')).toBeVisible();
  });
});

test.describe('Saved searches', () => {
  test('a buyer saves a search; a matching new bike is mailed; the mail unsubscribes', async ({
    page,
    buyer,
    seller,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const tag = uniqueTag();
    await loginAs(page, buyer, `/bikes?q=${tag}&brand=Suzuki`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByTestId('save-search-done')).toContainText('We will mail you');
    await page.getByRole('link', { name: 'Your saved searches' }).click();
    await expect(page).toHaveURL(/\/dashboard\/savedSearches$/);
    const saved = page.getByTestId('saved-search');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(`“${tag}” · Suzuki`);
    await expect(saved.getByTestId('alerts-state')).toHaveText('Alerts on');
    expect(await seriousAxe(page)).toEqual([]);

    // Not a match (another brand), then a match.
    await listBike(seller, { product_name: `Pulsar ${tag}`, category_name: 'Bajaj' });
    const match = await listBike(seller, { product_name: `Gixxer ${tag}`, category_name: 'Suzuki' });
    let text = '';
    await expect
      .poll(
        async () => {
          const [mail] = await mailsTo(buyer.email, /saved search/);
          text = mail?.text ?? '';
          return text;
        },
        { message: `the alert digest to ${buyer.email}`, timeout: 60_000 },
      )
      .toContain(`/bikeDetails/${match._id}`);
    expect(text).toContain(`Gixxer ${tag}`);
    expect(text).not.toContain(`Pulsar ${tag}`);
    const unsubscribe = /(http\S+\/alerts\/unsubscribe\?token=[\w-]+)/.exec(text)?.[1];
    expect(unsubscribe).toBeTruthy();

    // The link works signed out (a fresh context), and says which search stopped.
    const visitor = await page.context().browser()?.newContext();
    const visitorPage = await visitor?.newPage();
    if (!visitorPage || !visitor) throw new Error('no second context');
    await visitorPage.emulateMedia({ reducedMotion: 'reduce' });
    await visitorPage.goto(new URL(unsubscribe as string).pathname + new URL(unsubscribe as string).search);
    await expect(visitorPage.getByTestId('unsubscribe-result')).toContainText(
      `we will send no more mails for the saved search “${tag}” · Suzuki.`,
    );
    expect(await seriousAxe(visitorPage)).toEqual([]);
    await visitor.close();

    await page.reload();
    await expect(page.getByTestId('alerts-state')).toHaveText('Alerts off');
  });
});
