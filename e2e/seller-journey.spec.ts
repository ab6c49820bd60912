import { expect, fillCard, loginAs, mailsTo, solidPng, test, uniqueChassis } from './fixtures';

/**
 * docs/product.md#seller-and-admin-tools's "Done when", in one journey through two browsers: a seller adds a bike with 3 photos,
 * edits its price and district; a buyer books it from the category page → the seller sees the buyer's
 * phone on My Products; the buyer pays with the test card → the seller sees the sale; the booking and
 * payment mails are in the outbox for both.
 */
test('a seller with 3 photos edits price and district, sees the buyer, then the sale, with the mails', async ({
  page,
  browser,
  seller,
  buyer,
}) => {
  test.setTimeout(180_000);
  const model = `Journey FZ ${Date.now().toString(36)}`;

  // --- The seller adds the bike with three photos ------------------------------------------
  await loginAs(page, seller, '/dashboard/addProducts');
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Product Name', { exact: true }).fill(model);
  await form.getByLabel('Brand', { exact: true }).selectOption('Yamaha');
  await form.getByLabel('Price (Taka)', { exact: true }).fill('2,80,000');
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('2,20,000');
  await form.getByLabel('Condition', { exact: true }).selectOption('Good');
  await form.getByLabel('Using Year', { exact: true }).fill('3');
  await form.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await form.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await form.getByLabel('Description', { exact: true }).fill('Three photos, one owner.');
  await form.getByLabel('Chassis Number', { exact: true }).fill(uniqueChassis());
  // An area in the seller's own words, beside Dhaka's list (docs/product.md#places).
  await form.getByTestId('area-select').selectOption('other');
  await form.getByLabel('Area, in your words').fill('Mirpur 10');
  const seed = Date.now() % 150;
  await form.getByLabel('Add photos').setInputFiles(
    [
      [200, 30 + seed, 30],
      [30, 200, 40 + seed],
      [40 + seed, 40, 200],
    ].map((rgb, i) => ({
      name: `journey-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: solidPng(120, 90, rgb as [number, number, number]),
    })),
  );
  await expect(form.getByTestId('photo-count')).toHaveText('3 of 8 photos');
  await expect(form.getByTestId('photo-upload')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Product' }).click();
  await page.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);

  // --- Edits price and district ------------------------------------------------------------
  const card = page.getByTestId('my-product').filter({ hasText: model });
  await card.getByRole('link', { name: `Edit ${model}` }).click();
  const edit = page.getByTestId('edit-product-form');
  await expect(edit.getByTestId('photo-count')).toHaveText('3 of 8 photos');
  await edit.getByLabel('Resale Price (Taka)', { exact: true }).fill('2,10,000');
  await edit.getByLabel('District').selectOption('Gazipur');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
  await expect(card.getByText('2,10,000 Taka')).toBeVisible();
  const id = (await card.getByRole('link', { name: `Edit ${model}` }).getAttribute('href'))
    ?.split('/')
    .pop() as string;

  // --- A buyer books it from the Yamaha page, in a browser of their own ---------------------
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await loginAs(buyerPage, buyer, `/category/1?q=${encodeURIComponent(model)}`);
  const bikeCard = buyerPage
    .getByTestId('bike-card')
    .filter({ has: buyerPage.getByTestId('bike-model').getByText(model, { exact: true }) });
  await expect(bikeCard).toContainText('Gazipur');
  await bikeCard.getByRole('button', { name: 'Book Now' }).click();
  const modal = buyerPage.getByTestId('book-now-modal');
  await modal.getByLabel('Phone').fill('01955667788');
  await modal.getByLabel('Location').fill('Tongi, Gazipur');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await buyerPage.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();

  // --- The seller sees who booked, with the phone --------------------------------------------
  await page.reload();
  const buyerBox = card.getByTestId('buyer-details');
  await expect(buyerBox).toContainText(`Booked by ${buyer.name}`);
  await expect(buyerBox.getByRole('link', { name: '01955667788' })).toHaveAttribute(
    'href',
    'tel:01955667788',
  );
  await expect(buyerBox).toContainText('Tongi, Gazipur');

  // --- The buyer pays with the test card -------------------------------------------------------
  await buyerPage.goto('/dashboard/myOrders');
  await buyerPage
    .getByTestId('order-row')
    .filter({ hasText: model })
    .getByRole('link', { name: 'Pay', exact: true })
    .click();
  await fillCard(buyerPage, '4242 4242 4242 4242');
  const pay = buyerPage.getByTestId('pay-button');
  await pay.click();
  await expect(pay).toHaveText('Paid');
  await buyerContext.close();

  // --- The seller sees the sale -----------------------------------------------------------------
  await page.reload();
  await expect(buyerBox).toContainText(`Bought by ${buyer.name}`);
  await expect(buyerBox).toContainText('Paid');
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('figure-sold').getByTestId('figure-value')).toHaveText('1');

  // --- The mails: booking made and payment received, to both -----------------------------------
  const escaped = model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const expected: [string, RegExp][] = [
    [buyer.email, new RegExp(`^You booked .*${escaped}`)],
    [seller.email, new RegExp(`${escaped}.* was booked$`)],
    [buyer.email, new RegExp(`^Payment received for .*${escaped}`)],
    [seller.email, new RegExp(`${escaped}.* is sold$`)],
  ];
  for (const [to, subject] of expected) {
    await expect
      .poll(async () => (await mailsTo(to, subject)).length, {
        message: `${subject} to ${to}`,
        timeout: 30_000,
      })
      .toBe(1);
  }
  const [receipt] = await mailsTo(buyer.email, new RegExp(`^Payment received for .*${escaped}`));
  expect(receipt?.text).toContain('/payment/success?transactionID=');
  expect(id).toBeTruthy();
});
