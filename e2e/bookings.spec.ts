import { expect, loginAs, ORIGIN, signUpViaApi, test } from './fixtures';

test.describe('Book Now', () => {
  test('a buyer books a bike from its category and finds it in My Orders', async ({ page, buyer, bike }) => {
    await loginAs(page, buyer, bike.listing);
    const card = page
      .getByTestId('bike-card')
      .filter({ has: page.getByTestId('bike-model').getByText(bike.product_name, { exact: true }) });
    await card.getByRole('button', { name: 'Book Now' }).click();

    const modal = page.getByTestId('book-now-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Name')).toBeDisabled();
    await expect(modal.getByLabel('Name')).toHaveValue(buyer.name);
    await expect(modal.getByLabel('Email')).toHaveValue(buyer.email);
    await expect(modal.getByLabel('Product')).toHaveValue(`${bike.category_name} ${bike.product_name}`);
    await expect(modal.getByLabel('Price')).toBeDisabled();
    await expect(modal.getByLabel('Price')).toHaveValue(/ Taka$/);

    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText('Phone is required')).toBeVisible();
    await expect(modal.getByText('Location is required')).toBeVisible();
    await modal.getByLabel('Phone').fill('12345');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText('Mobile number must look like 01XXXXXXXXX (11 digits)')).toBeVisible();

    await modal.getByLabel('Phone').fill('01712345678');
    await modal.getByLabel('Location').fill('Dhanmondi, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();

    const alert = page.getByTestId('dialog');
    await expect(alert).toContainText(`Congratulations!! ${buyer.name} You have Booked ${bike.product_name}`);
    await expect(page.getByText('Visit My Orders Page to see your bookings')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    // The category is refetched: the booked bike has left the listing.
    await expect(card).toHaveCount(0);

    await page.goto('/dashboard/myOrders');
    await expect(
      page.getByRole('heading', { name: `${buyer.name}, you have 1 order pending` }),
    ).toBeVisible();
    const row = page.getByTestId('order-row');
    await expect(row).toContainText(bike.product_name);
    await expect(row.getByRole('link', { name: 'Pay', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Show the picture of ${bike.product_name}` }).click();
    await expect(page.getByTestId('lightbox')).toBeVisible();
    await page.getByTestId('lightbox').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('lightbox')).toHaveCount(0);
  });

  test('booking a bike someone else just booked shows the server message', async ({
    page,
    buyer,
    bike,
    playwright,
    baseURL,
  }) => {
    await loginAs(page, buyer, bike.listing);
    const card = page
      .getByTestId('bike-card')
      .filter({ has: page.getByTestId('bike-model').getByText(bike.product_name, { exact: true }) });
    await expect(card).toBeVisible();

    // Another buyer books it while this page is open.
    // A context of its own sends what a browser would: our Origin on writes.
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: ORIGIN } });
    const rival = await signUpViaApi(other);
    const signedIn = await other.post('/api/auth/sign-in/email', {
      data: { email: rival.email, password: rival.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const booked = await other.post('/api/bookings', {
      data: { productID: bike._id, buyerMobile: '01812345678', buyerLocation: 'Sylhet' },
    });
    expect((await booked.json()).acknowledged).toBe(true);
    expect(rival.email).not.toBe(buyer.email);
    await other.dispose();

    await card.getByRole('button', { name: 'Book Now' }).click();
    const modal = page.getByTestId('book-now-modal');
    await modal.getByLabel('Phone').fill('01712345678');
    await modal.getByLabel('Location').fill('Dhanmondi, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByTestId('dialog');
    await expect(alert.getByRole('heading')).toHaveText('This bike is already booked.');
    await expect(alert).toContainText('Already Booked.. Try To Book Other Bike');

    await page.goto('/dashboard/myOrders');
    await expect(page.getByText('You Have Not Booked Any Bikes Yet..')).toBeVisible();
  });
});
