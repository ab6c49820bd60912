import type { Page } from '@playwright/test';
import {
  ADMIN,
  axeOnStillPage,
  expect,
  loginAs,
  signUpViaApi,
  solidPng,
  test,
  uniqueChassis,
  uniqueEmail,
  uniqueTag,
} from './fixtures';

/**
 * docs/product.md#bangla-search-favourites: the account, seller and admin screens in Bangla — their words, the contract's checks and
 * the API's refusals (ADR 0095: the API speaks English, the web translates what it shows).
 */

/**
 * Bangla from the first paint, as a returning visitor who chose it: the `lang` cookie the switch sets,
 * by which the server sends the Bangla page (ADR 0104).
 */
async function inBangla(page: Page): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the Playwright project has no baseURL');
  await page.context().addCookies([{ name: 'lang', value: 'bn', url }]);
}

async function seriousViolations(page: Page) {
  const violations = await axeOnStillPage(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('dashboard screens in Bangla', () => {
  test('a form check and an API refusal read in Bangla', async ({ page }) => {
    await inBangla(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'লগইন', level: 1 })).toBeVisible();

    // The contract's check, shown under its field.
    await page.getByRole('button', { name: 'লগইন' }).click();
    await expect(page.getByText('ইমেইল দিতে হবে')).toBeVisible();

    // The server refuses a password anyone would guess: its English message is toasted in Bangla.
    await page.goto('/signup');
    await page.getByLabel('নাম').fill('Nadia Rahman');
    await page.getByLabel(/^ই-?মেইল$/).fill(uniqueEmail('bn-signup'));
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('password123');
    await page.getByLabel('অ্যাকাউন্টের ধরন').selectOption('Seller');
    await page.getByLabel('ছবি').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'সাইন আপ' }).click();
    await expect(page.getByText('এই পাসওয়ার্ড সহজেই অনুমান করা যায়', { exact: false })).toBeVisible();
  });

  test('the admin pages read in Bangla, digits and all, and pass axe', async ({ page, request }) => {
    const seller = await signUpViaApi(request, { role: 'Seller', name: 'Rafiq Bangla' });
    await inBangla(page);
    await loginAs(page, ADMIN, `/dashboard/allSellers?q=${encodeURIComponent(seller.email)}`);
    await expect(page.getByRole('heading', { name: 'মোট বিক্রেতা ১', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'খুঁজুন', exact: true })).toBeVisible();
    const row = page.getByTestId('account-row').filter({ hasText: seller.email });
    await expect(row.getByRole('button', { name: 'যাচাই করুন' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Verifying: the confirmation toast and the badge in Bangla.
    await row.getByRole('button', { name: 'যাচাই করুন' }).click();
    await expect(page.getByText('অ্যাডমিন বিক্রেতাকে যাচাই করেছেন')).toBeVisible();
    await expect(row.getByText('যাচাইকৃত').first()).toBeVisible();

    for (const [path, heading] of [
      ['/dashboard/allUsers', /নিবন্ধিত ব্যবহারকারী/],
      ['/dashboard/reportedItems', /রিপোর্ট পাওয়া গেছে|কোনো রিপোর্ট নেই/],
      ['/dashboard/auditLog', /অডিট লগ/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('a seller adds a bike in Bangla and reads My Products and the dashboard in Bangla', async ({
    page,
    request,
  }) => {
    const seller = await signUpViaApi(request, { role: 'Seller', name: 'Sumon Bangla' });
    const model = `Pulsar N160 ${uniqueTag()}`;
    await inBangla(page);
    await loginAs(page, seller, '/dashboard/addProducts');
    await expect(page).toHaveTitle(/^বাইক যোগ করুন/);
    const form = page.getByTestId('add-product-form');

    // product.md's required-field messages, in Bangla.
    await form.getByRole('button', { name: 'বাইক যোগ করুন' }).click();
    await expect(form.getByText('মোবাইল নম্বর দিতে হবে', { exact: false }).first()).toBeVisible();

    await form.getByLabel('বাইকের নাম', { exact: true }).fill(model);
    await form.getByLabel('ব্র্যান্ড', { exact: true }).selectOption('Bajaj');
    await form.getByLabel('দাম (টাকা)', { exact: true }).fill('2,45,000');
    await form.getByLabel('বিক্রয়মূল্য (টাকা)', { exact: true }).fill('1,80,000');
    await form.getByLabel('অবস্থা', { exact: true }).selectOption('Good');
    await form.getByLabel('ব্যবহারের বছর', { exact: true }).fill('2');
    await form.getByLabel('জেলা', { exact: true }).selectOption('Khulna');
    await form.getByLabel('মোবাইল নম্বর', { exact: true }).fill('01712345678');
    await form.getByLabel('বিবরণ', { exact: true }).fill('বাংলায় লেখা বিবরণ।');
    await form.getByLabel('চেসিস নম্বর', { exact: true }).fill(uniqueChassis());
    await form.getByLabel('ছবি যোগ করুন', { exact: true }).setInputFiles({
      name: 'bike.png',
      mimeType: 'image/png',
      buffer: solidPng(96, 72, [40, 120, 200]),
    });
    await expect(form.getByTestId('photo-count')).toHaveText('৮টির মধ্যে ১টি ছবি');
    await form.getByRole('button', { name: 'বাইক যোগ করুন' }).click();
    const dialog = page.getByTestId('dialog');
    await expect(
      dialog.getByRole('heading', { name: `বিক্রেতা ${seller.name} সফলভাবে বাইক যোগ করেছেন` }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'ঠিক আছে' }).click();

    await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
    await expect(
      page.getByRole('heading', { name: `${seller.name}, আপনি ১টি বাইক যোগ করেছেন`, level: 1 }),
    ).toBeVisible();
    const card = page.getByTestId('my-product').filter({ hasText: model });
    await expect(card.getByText('পাওয়া যাচ্ছে')).toBeVisible();
    await expect(card.getByText('ভালো')).toBeVisible();
    await expect(card.getByText('৳ ১,৮০,০০০')).toBeVisible();
    await card.getByRole('button', { name: 'বিজ্ঞাপন দিন' }).click();
    await expect(page.getByText(`${model} বাইকের বিজ্ঞাপন দেওয়া হয়েছে`)).toBeVisible();
    await expect(card.getByTestId('advertised-marker')).toHaveText('বিজ্ঞাপন চলছে');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `হ্যালো, ${seller.name}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('figure-available').getByTestId('figure-value')).toHaveText('১');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/notifications');
    await expect(page.getByRole('heading', { name: 'নোটিফিকেশন', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
