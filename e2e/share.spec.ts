import { expect, ORIGIN, test } from './fixtures';

/** docs/product.md#found-and-shared: a bike is shared from its page and the link opens it in the sharer's language. */

test.describe('Sharing a bike', () => {
  test('the phone’s share sheet gets the Bangla link, which opens the bike in Bangla with its preview', async ({
    browser,
    page,
    request,
    bike,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto(`/bikeDetails/${bike._id}?lang=bn`);
    const name = `${bike.category_name} ${bike.product_name}`;
    await page.getByRole('button', { name: `${name} শেয়ার করুন` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData.length))
      .toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
    expect(shared?.url).toBe(`${ORIGIN}/bikeDetails/${bike._id}?lang=bn`);
    expect(shared?.text).toContain('১,৬০,০০০');

    // What a messenger's preview reads: the first HTML, before any JavaScript.
    const html = await (await request.get(shared?.url as string)).text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${name}, দাম ১,৬০,০০০ টাকা`));
    const preview = /<meta property="og:image" content="(http[^"]+\/media\/og\/[0-9a-f]{32}\.jpg)">/.exec(
      html,
    )?.[1];
    expect(preview, 'og:image').toBeTruthy();
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    // The preview picture a messenger fetches: a JPEG of 1,200 × 630.
    const picture = await request.get(preview as string);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    const jpeg = await picture.body();
    // The frame's height and width follow the SOFn marker (0xFFC0–0xFFC2).
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2);
    expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1200, 630]);

    // Whoever opens the link, with no cookie of the sharer's, reads the bike in Bangla.
    const friend = await browser.newContext();
    try {
      const opened = await friend.newPage();
      await opened.goto(shared?.url as string);
      await expect(opened.getByRole('heading', { level: 1, name: bike.product_name })).toBeVisible();
      await expect(opened.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(opened.getByTestId('bike-summary')).toContainText('১,৬০,০০০');
    } finally {
      await friend.close();
    }
  });

  test('without a share sheet: Facebook, WhatsApp, Messenger and a copied link', async ({
    page,
    context,
    bike,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    await page.addInitScript(() => {
      // A browser without Web Share has no such property at all.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/bikeDetails/${bike._id}`);
    const name = `${bike.category_name} ${bike.product_name}`;
    await page.getByLabel(`Share ${name}`).click();
    const url = `${ORIGIN}/bikeDetails/${bike._id}`;
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.?]/g, '\\$&')}$`),
    );
    await expect(page.getByRole('link', { name: 'Messenger' })).toHaveAttribute(
      'href',
      `fb-messenger://share/?link=${encodeURIComponent(url)}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});
