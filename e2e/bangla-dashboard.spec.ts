import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, signUpViaApi, test, uniqueEmail } from './fixtures';

/**
 * Issue 16: the account, seller and admin screens in Bangla — their words, the contract's checks and
 * the API's refusals (ADR 0095: the API speaks English, the web translates what it shows).
 */

/** Bangla from the first paint, as a returning visitor who chose it. */
async function inBangla(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
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
    await page.getByLabel('ই-মেইল').fill(uniqueEmail('bn-signup'));
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
});
