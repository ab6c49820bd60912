import {
  ADMIN,
  axeOnStillPage,
  expect,
  listBike,
  loginAs,
  ORIGIN,
  signInViaApi,
  signUpViaApi,
  solidPng,
  test,
  uniqueChassis,
  uniqueTag,
} from './fixtures';

test.describe('papers checked (docs/product.md#papers-checked)', () => {
  test('a seller sends the papers, an admin approves them, and search shows and filters the badge', async ({
    page,
    browser,
    seller,
  }) => {
    const model = `Pulsar Papers ${uniqueTag()}`;
    const chassis = uniqueChassis();
    const bike = await listBike(seller, {
      product_name: model,
      chassis_number: chassis,
      engine_number: 'JA12E0123456',
    });

    await loginAs(page, seller, '/dashboard/myProducts');
    const card = page.getByTestId('my-product').filter({ hasText: model });
    await card.getByRole('link', { name: `Papers of ${model}` }).click();
    await expect(page.getByRole('heading', { name: `Papers of ${model}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('papers-numbers')).toContainText(chassis);
    const send = page.getByRole('button', { name: 'Send for a check' });
    await expect(send).toBeDisabled();
    for (const [kind, colour] of [
      ['registration', [200, 40, 40]],
      ['tax_token', [40, 40, 200]],
    ] as const) {
      await page.getByTestId(`papers-photo-${kind}`).setInputFiles({
        name: `${kind}.png`,
        mimeType: 'image/png',
        buffer: solidPng(120, 90, [...colour]),
      });
      await expect(page.getByRole('img', { name: /^Your photo: / })).toHaveCount(
        kind === 'registration' ? 1 : 2,
      );
    }
    await page.getByLabel('Owner’s name, as the registration certificate gives it').fill(seller.name);
    await send.click();
    await expect(page.getByTestId('papers-state')).toContainText('waiting for an admin’s check');
    expect(await axeOnStillPage(page)).toEqual([]);

    // The photos are the seller's and the admins' only.
    const photoUrl = `/api/products/${bike._id}/papers/photos/registration`;
    expect((await page.request.get(photoUrl)).status()).toBe(200);
    const stranger = await browser.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
    expect((await stranger.request.get(photoUrl)).status()).toBe(401);
    await stranger.close();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, ADMIN, '/dashboard/verification');
    const check = admin.getByTestId('paper-check').filter({ hasText: model });
    await expect(check).toContainText(chassis);
    await expect(check).toContainText('JA12E0123456');
    await expect(check).toContainText(seller.email);
    await expect(check.getByRole('img', { name: 'Tax token' })).toBeVisible();
    // The photo loaded: the admin's session may read it.
    await expect
      .poll(() =>
        check.getByRole('img', { name: 'Tax token' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await axeOnStillPage(admin)).toEqual([]);
    await check.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByTestId('paper-check').filter({ hasText: model })).toHaveCount(0);
    await adminContext.close();

    // The search: the filter keeps the bike, with its badge.
    await page.goto(`/bikes?q=${encodeURIComponent(model)}`);
    const result = page.getByTestId('bike-card').filter({ hasText: model });
    await expect(result.getByTestId('papers-checked-badge')).toHaveText('Papers checked');
    await page.getByRole('complementary', { name: 'Filters' }).getByTestId('filter-papers-checked').click();
    await expect(page).toHaveURL(/papers_checked=1/);
    await expect(
      page.getByTestId('bike-card').filter({ hasText: model }).getByTestId('papers-checked-badge'),
    ).toBeVisible();
    // The seller's card says so, and the bike page.
    await page.goto(`/bikeDetails/${bike._id}`);
    await expect(page.getByTestId('bike-summary').getByTestId('papers-checked-badge')).toBeVisible();
  });
});

test.describe('bike history (docs/product.md#bike-history)', () => {
  test('a bike page shows the earlier listings of its chassis and flags a kilometre rollback', async ({
    page,
    playwright,
    seller,
    request,
  }) => {
    const chassis = uniqueChassis();
    const first = await listBike(seller, { chassis_number: chassis, milage: 30_000, resale_price: 150_000 });
    const api = await playwright.request.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { origin: ORIGIN },
    });
    await signInViaApi(api, seller);
    const sold = await api.post(`/api/products/${first._id}/soldElsewhere`);
    expect(sold.status(), await sold.text()).toBe(200);
    await api.dispose();

    const next = await signUpViaApi(request, { role: 'Seller' });
    const second = await listBike(next, { chassis_number: chassis, milage: 12_000, resale_price: 140_000 });

    await page.goto(`/bikeDetails/${second._id}`);
    const history = page.getByTestId('bike-history');
    await expect(history.getByRole('heading', { name: 'This bike’s history on Best Bikes' })).toBeVisible();
    const entries = history.getByTestId('history-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('1,50,000');
    await expect(entries.first()).toContainText('30,000 km');
    await expect(entries.first()).toContainText('Sold');
    await expect(history.getByTestId('km-rollback')).toContainText(
      'this listing says 12,000 km, but an earlier listing of this bike said 30,000 km',
    );
    await expect(page.getByText(chassis)).toHaveCount(0);
    expect(await axeOnStillPage(page)).toEqual([]);
  });
});
