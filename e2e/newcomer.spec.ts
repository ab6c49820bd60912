import type { Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import {
  ADMIN,
  type E2EBike,
  type E2EUser,
  expect,
  loginAs,
  mailsTo,
  ORIGIN,
  signUpCode,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

/** What a first-time visitor trips over: each test here failed on the code before its fix. */

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

test.describe('the shop works at the address people open (ADR 0110)', () => {
  test('at 127.0.0.1 a person logs in and sends the contact form', async ({ browser, buyer }) => {
    // Its own context without the suite's Origin header (playwright.config.ts): only what the browser
    // itself sends, as for a person.
    const opened = ORIGIN.replace('localhost', '127.0.0.1');
    const context = await browser.newContext({ baseURL: opened, viewport: PHONE, extraHTTPHeaders: {} });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await fillLogin(page, buyer);
      await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${buyer.name}`);
      await expect(page.getByText('This request came from another website')).toHaveCount(0);

      await page.goto('/contactUs');
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Name').fill('Karim Uddin');
      await form.getByLabel('Email').fill('karim@example.com');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByTestId('contact-confirmation')).toContainText('Thank you Karim Uddin');
    } finally {
      await context.close();
    }
  });
});

test.describe('a buyer cancels their own booking (ADR 0112)', () => {
  test('from My Orders on a phone, with a confirm; the bike is free at once and the seller told', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, buyer, '/');
    const booked = await page.request.post('/api/bookings', {
      headers: { origin: ORIGIN },
      data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
    });
    expect((await booked.json()).acknowledged).toBe(true);

    await page.goto('/dashboard/myOrders');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Cancel your booking of ${bike.product_name}?`);
    await expect(dialog).toContainText('the seller is told');
    await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await expect(
      page.getByText(`Booking of ${bike.product_name} cancelled. The seller has been told.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    // Free at once: its brand page offers Book Now again.
    await page.goto(bike.listing);
    await expect(cardOf(page, bike).getByRole('button', { name: 'Book Now' })).toBeVisible();

    // The seller hears of it in the app and by mail.
    await expect
      .poll(async () => (await mailsTo(bike.seller.email, /cancelled/)).map((m) => m.subject), {
        timeout: 20_000,
      })
      .toContain(`The booking of ${bike.product_name} was cancelled`);
  });
});

test.describe('people hear back', () => {
  test('the reporter of a bike is told when an admin dismisses the report', async ({ page, buyer, bike }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, buyer, '/');
    const filed = await page.request.post('/api/reportedProducts', {
      headers: { origin: ORIGIN },
      data: { productDataBaseId: bike._id, reason: 'wrong-details' },
    });
    expect((await filed.json()).acknowledged).toBe(true);

    const admin = await playwrightRequest.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { origin: ORIGIN },
    });
    try {
      expect((await admin.post('/api/auth/sign-in/email', { data: ADMIN })).status()).toBe(200);
      expect((await admin.post(`/api/reportedProducts/bike/${bike._id}/dismiss`)).status()).toBe(200);
    } finally {
      await admin.dispose();
    }

    await page.goto('/dashboard/notifications');
    const item = page.getByTestId('notification').filter({ hasText: bike.product_name });
    await expect(item.getByRole('heading')).toContainText(`Your report of ${bike.product_name} was reviewed`);
  });

  test('the contact form’s thanks shows where a phone user is looking', async ({ page }) => {
    // A 390 px phone with its on-screen keyboard open: about half of the screen is left.
    await page.setViewportSize({ width: 390, height: 440 });
    await page.goto('/contactUs');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Sadia Islam');
    await form.getByLabel('Email').fill('sadia@example.com');
    const send = form.getByRole('button', { name: 'Send Message' });
    // The button at the very bottom of the screen, as after typing on a phone.
    await send.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await send.click();
    const thanks = page.getByTestId('contact-confirmation');
    await expect(thanks).toContainText('Thank you Sadia Islam');
    await expect(thanks).toBeInViewport({ ratio: 1 });
  });
});

test.describe('sign-up without a photo', () => {
  test('on a phone: no photo, a mobile number that then fills in Book Now', async ({ page, bike }) => {
    await page.setViewportSize(PHONE);
    const email = uniqueEmail('nophoto');
    await page.goto('/signup');
    await expect(page.getByLabel('Mobile number (optional)')).toBeVisible();
    // The hints wrap: nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel('Name').fill('Nusrat Jahan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-strong-password');
    await page.getByLabel('Account Type').selectOption('Buyer');
    await page.getByLabel('Mobile number (optional)').fill('01712 345678');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Code').fill(await signUpCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('User Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // No photo: the initials stand in, and no "photo was not saved" detour to Update Profile.
    await expect(page.getByTestId('avatar')).toHaveText('NJ');

    await page.goto(bike.listing);
    await cardOf(page, bike).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByTestId('book-now-modal').getByLabel('Phone')).toHaveValue('01712345678');
  });
});

test.describe('no dead end after a cancelled hosted checkout', () => {
  test('the page says what happened and offers Try again on the same bike and My Orders', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
    const form = page.getByTestId('buy-form');
    await form.getByLabel('Phone').fill('01912345678');
    await form.getByLabel('Location').fill('Mirpur 10, Dhaka');
    await form.getByLabel('Post code (optional)').fill('1216');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment\/fail$/);

    await expect(page.getByTestId('payment-fail-explained')).toContainText('nothing was charged');
    await expect(page.getByTestId('payment-fail-explained')).toContainText('offered to other buyers again');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/myOrders',
    );
    await page.getByRole('link', { name: `Try again: ${bike.category_name} ${bike.product_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/bikeDetails/${bike._id}$`));
    await expect(page.getByTestId('buy-form').getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});

test.describe('checkout asks only what an in-person sale needs', () => {
  test('Buy scrolls to the form, which fills the place and says why it asks', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, buyer, bike.listing);
    await cardOf(page, bike).getByRole('link', { name: 'Buy' }).click();
    await expect(page).toHaveURL(new RegExp(`/bikeDetails/${bike._id}#buy$`));
    const form = page.getByTestId('buy-form');
    await expect(form.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await expect(form.getByTestId('buy-why')).toBeInViewport();
    await expect(form.getByLabel('Location')).toHaveValue('Dhaka');
    await expect(form.getByLabel('Location')).not.toHaveAttribute('placeholder', 'Delivery address');
    await expect(form).toContainText('nothing is delivered');
  });

  test('Pay Now with no post code goes on to the card service (ADR 0180), in English and Bangla', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
    const form = page.getByTestId('buy-form');
    await form.getByLabel('Phone').fill('01912345678');
    await expect(form.getByLabel('Post code (optional)')).toHaveValue('');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment\/fail$/);

    await page.context().addCookies([{ name: 'lang', value: 'bn', url: ORIGIN }]);
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await page.goto(`/bikeDetails/${bike._id}`);
    const bnForm = page.getByTestId('buy-form');
    await expect(bnForm.getByLabel('পোস্ট কোড (ঐচ্ছিক)')).toBeVisible();
    await expect(bnForm.getByTestId('buy-why')).toContainText('পোস্ট কোড না দিলেও চলবে');
  });
});

test.describe('admin tables on a phone (ADR 0181)', () => {
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('Registered Users: any part of a name finds it, sorted, kept in the URL, in English and Bangla', async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36);
    const lima = await signUpViaApi(request, { role: 'Buyer', name: `Lima Akter ${tag}` });
    await signUpViaApi(request, { role: 'Seller', name: `Rafiq Akter ${tag}` });
    await page.setViewportSize(PHONE);
    await loginAs(page, ADMIN, '/dashboard/allUsers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Registered Users$/);
    await expect(page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(`akter ${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=akter\\+${tag}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 Registered Users');
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByTestId('account-row')).toHaveText([
      new RegExp(`Lima Akter ${tag}.*Buyer`),
      new RegExp(`Rafiq Akter ${tag}.*Seller`),
    ]);
    await expect(
      page.locator(`tr[data-email="${lima.email}"]`).getByRole('button', { name: /^Make Admin: / }),
    ).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);

    // A reload keeps the search and the order; in Bangla the page reads Bangla.
    await page.context().addCookies([{ name: 'lang', value: 'bn', url: ORIGIN }]);
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('২ জন নিবন্ধিত ব্যবহারকারী');
    await expect(page.getByRole('searchbox', { name: 'নাম, ই-মেইল বা ফোন নম্বর দিয়ে খুঁজুন' })).toHaveValue(
      `akter ${tag}`,
    );
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the audit log fits 390 px and shows the reason given for a removal, in English and Bangla', async ({
    page,
    buyer,
    bike,
  }) => {
    const reason = `Asks for money in advance ${Date.now().toString(36)}`;
    await loginAs(page, buyer, '/');
    const reported = await page.request.post('/api/reportedProducts', {
      headers: { origin: ORIGIN },
      data: { productDataBaseId: bike._id, reason: 'fake-or-scam' },
    });
    expect(reported.status(), await reported.text()).toBe(200);
    await page.context().clearCookies();
    await page.setViewportSize(PHONE);
    await loginAs(page, ADMIN, '/');
    const removed = await page.request.post(`/api/reportedProducts/bike/${bike._id}/remove`, {
      headers: { origin: ORIGIN },
      data: { reason },
    });
    expect(removed.status(), await removed.text()).toBe(200);

    await page.goto('/dashboard/auditLog');
    const entry = page.getByTestId('audit-row').filter({ hasText: bike.product_name });
    await expect(entry).toContainText('Removed reported listing');
    await expect(entry.getByTestId('audit-reason')).toHaveText(`Reason: ${reason}`);
    await expect(entry).toContainText(ADMIN.email);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
    const box = await entry.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

    await page.context().addCookies([{ name: 'lang', value: 'bn', url: ORIGIN }]);
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.reload();
    await expect(entry.getByTestId('audit-reason')).toHaveText(`কারণ: ${reason}`);
    // The action's name too, not only the words around it.
    await expect(entry).toContainText('রিপোর্ট করা বিজ্ঞাপন সরানো');
    await expect(entry).not.toContainText('Removed reported listing');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('the phone header offers search', () => {
  test('signed in or out at 390 px: the button opens the search ready to type, in English and Bangla', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(PHONE);
    const headerFits = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/');
    const button = page.getByTestId('phone-search');
    await expect(button).toHaveAccessibleName('Search bikes');
    await button.click();
    await expect(page).toHaveURL(/\/bikes$/);
    await expect(page.getByTestId('search-text')).toBeFocused();
    await page.keyboard.type(bike.product_name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(bike.product_name).replace(/%20/g, '\\+')}`),
    );
    await expect(page.getByTestId('bike-card').filter({ hasText: bike.product_name })).toBeVisible();

    // Signed in, the bell and the avatar share the header: everything still fits the phone.
    await page.context().addCookies([{ name: 'lang', value: 'bn', url: ORIGIN }]);
    await loginAs(page, buyer, '/');
    await expect(button).toHaveAccessibleName('বাইক খুঁজুন');
    expect(await headerFits()).toBeLessThanOrEqual(PHONE.width);
    await button.click();
    await expect(page.getByTestId('search-text')).toBeFocused();
  });
});
