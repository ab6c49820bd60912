import type { Page } from '@playwright/test';
import { type E2EBike, type E2EUser, expect, ORIGIN, test } from './fixtures';

/** What a first-time visitor trips over (issue 24): each test fails on the code before its fix. */

const PHONE = { width: 390, height: 844 };

function cardOf(page: Page, bike: E2EBike) {
  return page
    .getByTestId('bike-card')
    .filter({ has: page.getByTestId('bike-model').getByText(bike.product_name, { exact: true }) });
}

async function fillLogin(page: Page, user: Pick<E2EUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('a visitor looks before signing up (ADR 0111)', () => {
  test('reads a brand page and a bike; Book Now, Report and Buy say why to sign in and come back', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    // A shared brand link opens the brand page itself, not a bare login form.
    await page.goto(bike.listing);
    await expect(page.getByRole('heading', { level: 1, name: `${bike.category_name} Bikes` })).toBeVisible();
    const card = cardOf(page, bike);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Report To Admin' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('sign-in-reason')).toContainText('Sign in to report this listing');
    await page.goBack();

    await cardOf(page, bike).getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('sign-in-reason')).toContainText('Sign in to book this bike');
    await expect(page.getByTestId('sign-in-reason')).toContainText('you come back to the same page');
    await fillLogin(page, buyer);
    // Back on the same brand page, searched down to the same bike, now able to book it.
    await expect(page).toHaveURL(new RegExp(`${bike.listing.replace(/[?]/g, '\\?')}$`));
    await cardOf(page, bike).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByTestId('book-now-modal')).toBeVisible();
  });

  test('a shared bike link shows the bike, and Buy asks to sign in and comes back to it', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/bikeDetails/${bike._id}`);
    await expect(page.getByText(bike.product_name).first()).toBeVisible();
    const prompt = page.getByTestId('buy-sign-in');
    await expect(prompt).toContainText('Sign in to buy this bike');
    await prompt.getByRole('link', { name: 'Sign in to buy' }).click();
    await expect(page.getByTestId('sign-in-reason')).toContainText('your payment and receipt');
    await fillLogin(page, buyer);
    await expect(page).toHaveURL(new RegExp(`/bikeDetails/${bike._id}$`));
    await expect(page.getByTestId('buy-form')).toBeVisible();
  });

  test('in Bangla the reason is Bangla too', async ({ page, bike }) => {
    await page.context().addCookies([{ name: 'lang', value: 'bn', url: ORIGIN }]);
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await page.setViewportSize(PHONE);
    await page.goto(bike.listing);
    await cardOf(page, bike).getByRole('button', { name: 'এখনই বুক করুন' }).click();
    await expect(page.getByTestId('sign-in-reason')).toContainText('এই বাইক বুক করতে সাইন ইন করুন');
  });
});
