import type { Page } from '@playwright/test';
import { ADMIN, type E2EUser, expect, loginAs, test } from './fixtures';

/**
 * docs/product.md#hardening: no page may try anything our Content-Security-Policy forbids (the dashboard's forms
 * tried `eval` through zod's compiler probe). Every route is opened as the role that uses it, its
 * form submitted empty (so the validators run), and the page's CSP violation reports collected.
 */

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

/** Opens the path, submits its first form if it has one, and answers what the CSP refused. */
async function visit(page: Page, path: string, violations: () => Promise<string[]>): Promise<string[]> {
  await page.goto(path);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  const submit = page.locator('main form [type=submit]').first();
  if (await submit.isVisible().catch(() => false)) {
    await submit.click();
    // The validators have run once the page has painted their answer and asked for nothing more.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  return violations();
}

const PUBLIC = ['/', '/login', '/signup', '/blogs', '/contactUs', '/resetPassword', '/no/such/page'];
const BY_ROLE: Record<'Buyer' | 'Seller' | 'Admin', string[]> = {
  Buyer: [
    '/category/1',
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/paymentHistory',
    '/dashboard/updateProfile',
    '/updateProfile',
  ],
  Seller: ['/dashboard', '/dashboard/addProducts', '/dashboard/myProducts', '/dashboard/updateProfile'],
  Admin: [
    '/dashboard',
    '/dashboard/allSellers',
    '/dashboard/allBuyers',
    '/dashboard/allUsers',
    '/dashboard/reportedItems',
    '/dashboard/auditLog',
  ],
};

test('no page signed out tries what the CSP forbids', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC) expect(await visit(page, path, violations), path).toEqual([]);
});

for (const role of ['Buyer', 'Seller', 'Admin'] as const) {
  test(`no page of a ${role} tries what the CSP forbids`, async ({ page, buyer, seller }) => {
    const user: Pick<E2EUser, 'email' | 'password'> =
      role === 'Buyer' ? buyer : role === 'Seller' ? seller : ADMIN;
    const violations = await watchViolations(page);
    await loginAs(page, user, '/');
    for (const path of BY_ROLE[role]) expect(await visit(page, path, violations), path).toEqual([]);
  });
}
