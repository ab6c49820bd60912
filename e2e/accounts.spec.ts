import { COPY } from '@best-bikes/contract/constants';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  dismissDialog,
  expect,
  holdRequests,
  loginAs,
  mailsTo,
  ORIGIN,
  signUpCode,
  solidPng,
  test,
  uniqueEmail,
} from './fixtures';

const SHOTS = 'e2e/artifacts/screenshots';

/** The reset link mailed to `email` (the e2e server's outbox). */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email, /^Reset your Best Bikes password$/);
        link = mails.at(-1)?.text?.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in the e2e server's outbox` },
    )
    .toBeTruthy();
  return link as string;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const navbar = (page: Page) => page.locator('header');

test.describe('accounts', () => {
  test('sign up as a Seller with a photo, sign out, log in, update the profile', async ({ page }) => {
    const email = uniqueEmail('seller');
    const password = 'a-strong-password';

    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up - Best Bikes');
    // Every field but the photo and the mobile number is required, with product.md's own words.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(COPY.validation.photo)).toHaveCount(0);
    for (const message of [
      COPY.validation.name,
      COPY.validation.email,
      COPY.validation.password,
      COPY.validation.accountType,
    ]) {
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(COPY.validation.passwordLength)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signup-errors-1280.png`, fullPage: true });

    await page.getByLabel('Name').fill('Sadia Seller');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Account Type').selectOption('Seller');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 30, 30]) });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // The same page asks for the code mailed to the address; a wrong one is refused with a reason.
    await expect(page.getByTestId('code-sent')).toHaveText(
      `We have sent a 6-digit code to ${email}. Enter it to finish signing up.`,
    );
    const code = page.getByLabel('Code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const right = await signUpCode(email);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is wrong or has expired' }),
    ).toBeVisible();
    await code.fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('User Created Successfully')).toBeVisible();
    await expect(page.getByText('Token Issued Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Sadia Seller');
    await expect(page.getByTestId('role-badge')).toHaveText('Seller');
    const avatar = page.getByTestId('avatar').locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/media\/[0-9a-f]+-320\.webp$/);
    const firstAvatar = await avatar.getAttribute('src');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();

    // Sign out: the navbar flips and product.md's access-token key is removed.
    await navbar(page).getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(navbar(page).getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

    // Log in again through the form, trying the show/hide toggle on the way.
    await page.goto('/login');
    await expect(page).toHaveTitle('Login - Best Bikes');
    const passwordInput = page.getByLabel('Password', { exact: true });
    await passwordInput.fill(password);
    await expect(passwordInput).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordInput).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordInput).toHaveAttribute('type', 'password');
    await fillLogin(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Sadia Seller');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();

    // The avatar leads to Update Profile: e-mail read-only with product.md's tooltip, a photo required.
    await page.getByTestId('avatar').click();
    await expect(page).toHaveURL(/\/updateProfile$/);
    await expect(page).toHaveTitle('Update Profile - Best Bikes');
    const emailInput = page.getByLabel('Email');
    await expect(emailInput).toHaveValue(email);
    await expect(emailInput).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('email-tooltip')).toHaveAttribute('data-tip', 'You Cant Update Email');
    const card = page.getByTestId('update-profile');
    const entrance = await card.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(entrance).toBe('2s');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText(COPY.validation.photo)).toBeVisible();

    await page.getByLabel('Name').fill('Sadia Rahman');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: solidPng(80, 60, [20, 90, 220]) });
    await expect(card.getByRole('img', { name: 'Your new photo' })).toBeVisible();
    // The save is held until the full-screen 'Loading...' has been seen.
    const save = await holdRequests(page, '**/api/users?*');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    save.release();
    await expect(page.getByText('Information Updated and sent to Database Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The new name, the badge and the new avatar, in the navbar and on the dashboard.
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Sadia Rahman');
    await expect(page.getByTestId('role-badge')).toHaveText('Seller');
    await expect(avatar).toHaveAttribute('src', /^\/media\/[0-9a-f]+-320\.webp$/);
    expect(await avatar.getAttribute('src')).not.toBe(firstAvatar);
    await expect(page.getByRole('heading', { name: 'Hello, Sadia Rahman' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - Best Bikes');
    const drawer = page.getByTestId('dashboard-drawer');
    await expect(drawer.getByRole('link')).toHaveText([
      'Add New Products',
      'My Products',
      'Payouts',
      'Messages',
      'Notifications',
      'Update Profile',
    ]);
    await expect(drawer.getByRole('link', { name: 'Add New Products' })).toHaveAttribute(
      'href',
      '/dashboard/addProducts',
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/dashboard-seller-1280.png`, fullPage: true });

    // The data really changed on the server.
    const me = await page.request.get(`/api/users?email=${encodeURIComponent(email)}`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Sadia Rahman', email, role: 'Seller' });

    // Signing out from inside the dashboard lands on the home page (not on /login).
    await navbar(page).getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar(page).getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('a guarded URL opened while logged out returns to itself after login', async ({ page, seller }) => {
    await page.goto('/dashboard/updateProfile?from=test');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/dashboard\/updateProfile\?from=test$/);
    await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
    await expect(page.getByTestId('dashboard-drawer')).toBeVisible();
  });

  test('a signed-in user without the role is sent to /login and returns there as an Admin', async ({
    page,
    seller,
  }) => {
    await loginAs(page, seller, '/dashboard/allUsers');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('signed-in-note')).toContainText(
      `You are signed in as ${seller.email} (Seller)`,
    );
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/allUsers$/);
    const drawer = page.getByTestId('dashboard-drawer');
    await expect(drawer.getByRole('link')).toHaveText([
      'All Sellers',
      'All Buyers',
      'Notifications',
      'Update Profile',
      'Registered Users',
      'Reported Items',
      'Disputes',
      'Brands',
      'Other models',
      'Blog posts',
      'Verification',
      'Audit Log',
      'Payouts',
    ]);
    await expect(drawer.getByRole('link', { name: 'Registered Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a file that is not really an image gives Cant Process Image and changes nothing', async ({
    page,
    seller,
  }) => {
    await loginAs(page, seller, '/updateProfile');
    await page.getByLabel('Name').fill('Should Not Stick');
    await page.getByLabel('Photo').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is plain text pretending to be a PNG'),
    });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Cant Process Image')).toBeVisible();
    await expect(page).toHaveURL(/\/updateProfile$/);
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${seller.name}`);
  });

  test('a sign-out that fails says Logout Failed and keeps the user signed in', async ({ page, buyer }) => {
    await loginAs(page, buyer, '/');
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${buyer.name}`);
    await page.route('**/api/auth/sign-out', (route) => route.abort());
    await navbar(page).getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page.getByText('Logout Failed')).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${buyer.name}`);
  });

  test('a wrong password shows Login Failed and the reason under the form', async ({ page, buyer }) => {
    await page.goto('/login');
    await fillLogin(page, buyer.email, 'not-the-password');
    await dismissDialog(page, 'Oops...', 'Login Failed');
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('greeting')).toHaveCount(0);
  });

  test('login validates with product.md’s messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(COPY.validation.email)).toBeVisible();
    await expect(page.getByText(COPY.validation.password)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    // No external provider is configured on the test server, so no continue-with button shows.
    await expect(page.getByTestId('external-sign-in')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/login-errors-390.png`, fullPage: true });
  });

  test('Forgot password? asks for the e-mail, then confirms the address it mailed', async ({
    page,
    buyer,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await dismissDialog(page, 'To Reset Password', 'You must provide your email');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await dismissDialog(page, 'Check Your Email', `A password reset link has been sent to ${buyer.email}`);
  });

  test('the mailed reset link sets a new password, once', async ({ page, buyer }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await dismissDialog(page, 'Check Your Email', buyer.email);
    const link = await resetLinkFor(buyer.email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/resetPassword\?token=/);
    await expect(page).toHaveTitle('Reset Password - Best Bikes');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm New Password').fill('brand-new-passwort');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await dismissDialog(page, 'Password Changed');
    await expect(page).toHaveURL(/\/login$/);

    await fillLogin(page, buyer.email, buyer.password);
    await dismissDialog(page, 'Oops...', 'Login Failed');
    await fillLogin(page, buyer.email, 'brand-new-password');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${buyer.name}`);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  });

  test('a reset link that is invalid says so', async ({ page }) => {
    await page.goto('/resetPassword?error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await page.goto('/resetPassword?token=not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm New Password').fill('another-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(/invalid token/i)).toBeVisible();
  });

  test('signing up with a taken e-mail shows the same code step; the owner gets a notice', async ({
    page,
    buyer,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Account Type').selectOption('Buyer');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(16, 16, [0, 0, 0]) });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByTestId('code-sent')).toHaveText(
      `We have sent a 6-digit code to ${buyer.email}. Enter it to finish signing up.`,
    );
    await expect(page.getByTestId('dialog')).toHaveCount(0);
    await expect(page.getByText(/already (exists|registered|in use)/i)).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await mailsTo(buyer.email, /^Someone tried to sign up with your e-mail address$/)).length,
      )
      .toBe(1);
    // No code reaches the owner (whose account the test controls made without one), and a guessed
    // one is refused like any wrong code.
    expect(await mailsTo(buyer.email, / is your Best Bikes code$/)).toHaveLength(0);
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is wrong or has expired' }),
    ).toBeVisible();
  });

  test('an account that never entered its code is asked for it at login', async ({ page, request }) => {
    const email = uniqueEmail('unproven');
    const password = 'unproven-password-5';
    const res = await request.post('/api/auth/sign-up/email', {
      headers: { origin: ORIGIN },
      data: { name: 'Una Proven', email, password, role: 'Buyer' },
    });
    expect(res.status()).toBe(200);
    await signUpCode(email);
    await page.goto('/login');
    await fillLogin(page, email, password);
    await expect(page.getByTestId('code-sent')).toHaveText(
      `We have sent a 6-digit code to ${email}. Enter it to finish signing up.`,
    );
    // The step alone: the ways to other forms come back with "Back to Login".
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('code-sent')).toBeVisible();
    await page.getByLabel('Code').fill(await signUpCode(email, 2));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Una Proven');
  });

  test('the dashboard drawer opens from a button on a phone', async ({ page, buyer }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await fillLogin(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Hello, ${buyer.name}` })).toBeVisible();
    const drawer = page.getByTestId('dashboard-drawer');
    await expect(drawer).not.toBeInViewport();
    await page.getByTestId('dashboard-menu-toggle').click();
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByRole('link')).toHaveText([
      'My Orders',
      'Saved Bikes',
      'Saved Searches',
      'Messages',
      'Notifications',
      'Update Profile',
      'Card Payment History',
    ]);
    await page.screenshot({ path: `${SHOTS}/dashboard-buyer-drawer-390.png` });
    await drawer.getByRole('link', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/updateProfile$/);
    await expect(drawer).not.toBeInViewport();
  });
});
