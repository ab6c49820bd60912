import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Shared end-to-end fixtures. The server (scripts/e2e-server.mjs) runs with demo data and a
 * bootstrap Admin (ADMIN below). Users are made through the real sign-up endpoint.
 */
export const ADMIN = {
  name: 'Admin',
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.bestbikes.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  role: 'Admin' as const,
};

/** Browsers send Origin on every POST; better-auth refuses cookie-carrying requests without it. */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3210'}`;

export interface E2EUser {
  name: string;
  email: string;
  password: string;
  role: 'Buyer' | 'Seller' | 'Admin';
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@e2e.bestbikes.example`;
}

/** Signs a new account up through the API (no browser), answering its credentials. */
export async function signUpViaApi(
  request: APIRequestContext,
  opts: { role?: 'Buyer' | 'Seller'; name?: string; email?: string; password?: string } = {},
): Promise<E2EUser> {
  const role = opts.role ?? 'Buyer';
  const user: E2EUser = {
    name: opts.name ?? `${role} ${Date.now().toString(36).slice(-4)}`,
    email: opts.email ?? uniqueEmail(role.toLowerCase()),
    password: opts.password ?? 'e2e-password-123',
    role,
  };
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { origin: ORIGIN },
    data: { name: user.name, email: user.email, password: user.password, role },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

/**
 * Signs the page's browser context in as `user` through the API (the session cookie lands in the
 * context), then opens `path`. Use the login form only in tests about the login form.
 */
export async function loginAs(
  page: Page,
  user: Pick<E2EUser, 'email' | 'password'>,
  path = '/',
): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: ORIGIN },
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
}

/** A small valid PNG (64x48, solid red) for upload tests. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1scE195oF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+JFKwxBwdS6QAAAAASUVORK5CYII=',
    'base64',
  );
}

export const test = base.extend<{
  /** A fresh Buyer account (not signed in). */
  buyer: E2EUser;
  /** A fresh Seller account (not signed in). */
  seller: E2EUser;
}>({
  buyer: async ({ request }, use) => {
    await use(await signUpViaApi(request, { role: 'Buyer' }));
  },
  seller: async ({ request }, use) => {
    await use(await signUpViaApi(request, { role: 'Seller' }));
  },
});

export { expect };
