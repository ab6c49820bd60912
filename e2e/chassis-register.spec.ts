import type { Page } from '@playwright/test';
import {
  ADMIN,
  axeOnStillPage,
  expect,
  listBike,
  loginAs,
  signUpViaApi,
  solidPng,
  test,
  uniqueChassis,
  uniqueTag,
} from './fixtures';

/** Fills the Add Product form (a seller signed in on /dashboard/addProducts) and sends it. */
async function addThroughForm(page: Page, model: string, chassis: string) {
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Product Name', { exact: true }).fill(model);
  await form.getByLabel('Brand', { exact: true }).selectOption('Bajaj');
  await form.getByLabel('Price (Taka)', { exact: true }).fill('2,10,000');
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('1,60,000');
  await form.getByLabel('Condition', { exact: true }).selectOption('Good');
  await form.getByLabel('Using Year', { exact: true }).fill('2');
  await form.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await form.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await form.getByLabel('Description', { exact: true }).fill('Listed by the chassis register test.');
  await form.getByLabel('Chassis Number', { exact: true }).fill(chassis);
  await form.getByLabel('Add photos', { exact: true }).setInputFiles({
    name: 'bike.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 72, [Date.now() % 256, 90, 60]),
  });
  await expect(form.getByTestId('photo-count')).toHaveText('1 of 8 photos');
  await form.getByRole('button', { name: 'Add Product' }).click();
}

test.describe('the chassis register (docs/product.md#chassis-register)', () => {
  test("a second seller's listing of a live chassis is held; an admin sees both and cannot publish it while the first is live", async ({
    page,
    browser,
    seller,
    request,
  }) => {
    const chassis = uniqueChassis();
    const first = await listBike(seller, { chassis_number: chassis, milage: 18_000 });
    // The bike page shows only the chassis number's last 4 characters.
    await page.goto(`/bikeDetails/${first._id}`);
    const facts = page.getByTestId('bike-page-facts');
    await expect(facts).toContainText(`${'•'.repeat(chassis.length - 4)}${chassis.slice(-4)}`);
    await expect(page.getByText(chassis)).toHaveCount(0);

    const second = await signUpViaApi(request, { role: 'Seller' });
    const model = `Pulsar Held ${uniqueTag()}`;
    await loginAs(page, second, '/dashboard/addProducts');
    // The same frame typed with spaces and in lower case is the same frame.
    await addThroughForm(page, model, `${chassis.slice(0, 6).toLowerCase()} ${chassis.slice(6)}`);
    const dialog = page.getByTestId('dialog');
    await expect(dialog.getByRole('heading', { name: 'Held for review' })).toBeVisible();
    await expect(dialog).toContainText(
      'Another live listing has this chassis number, so an admin will check this one before it is published.',
    );
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    const card = page.getByTestId('my-product').filter({ hasText: model });
    await expect(card.getByText('Held for review')).toBeVisible();
    await expect(card.getByTestId('listing-chassis')).toHaveText(`Chassis: ${chassis}`);
    await expect(card.getByRole('link', { name: `Edit ${model}` })).toHaveCount(0);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, ADMIN, '/dashboard/verification');
    await expect(admin.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
    const hold = admin.getByTestId('chassis-hold').filter({ hasText: model });
    await expect(hold).toContainText(chassis);
    const sides = hold.getByTestId('register-listing');
    await expect(sides).toHaveCount(2);
    await expect(sides.nth(0)).toContainText(model);
    await expect(sides.nth(0)).toContainText(second.email);
    await expect(sides.nth(1)).toContainText(first.product_name);
    await expect(sides.nth(1)).toContainText(seller.email);
    await expect(sides.nth(1)).toContainText('18,000 km');
    expect(await axeOnStillPage(admin)).toEqual([]);

    // Publishing is refused while the first listing is live.
    await hold.getByRole('button', { name: 'Publish' }).click();
    await expect(
      admin.getByText('The other listing with this chassis number is still live: withdraw it first.'),
    ).toBeVisible();
    await adminContext.close();
  });

  test('a chassis on the stolen list is blocked with a clear message and the attempt is logged', async ({
    page,
    browser,
    seller,
  }) => {
    const chassis = uniqueChassis();
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, ADMIN, '/dashboard/verification');
    const add = admin.getByTestId('add-stolen-form');
    await add.getByLabel('Chassis Number', { exact: true }).fill(chassis.toLowerCase());
    await add.getByLabel('Police case or who reported it').fill('GD 118, Mirpur Model police station');
    await add.getByRole('button', { name: 'Add to the list' }).click();
    await expect(admin.getByTestId('stolen-list')).toContainText(chassis);

    const model = `Pulsar Stolen ${uniqueTag()}`;
    await loginAs(page, seller, '/dashboard/addProducts');
    await addThroughForm(page, model, chassis);
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(
      'This chassis number is on the list of motorbikes reported stolen, so the bike cannot be listed.',
    );
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/addProducts$/);

    await admin.goto('/dashboard/auditLog');
    const entry = admin.getByRole('row').filter({ hasText: 'Tried to list a stolen chassis' }).first();
    await expect(entry).toContainText(seller.name);
    await expect(entry).toContainText(model);
    await adminContext.close();
  });
});
