import { ROUTES } from '@best-bikes/contract/constants';
import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './dashboard-links';

const pairs = (role: string) => dashboardLinks(role).map((l) => [l.label, l.to]);

describe('dashboardLinks (docs/product.md#screens drawer by role)', () => {
  it('gives a Seller adding, listing, payouts, messages and profile', () => {
    expect(pairs('Seller')).toEqual([
      ['Add New Products', '/dashboard/addProducts'],
      ['My Products', '/dashboard/myProducts'],
      ['Payouts', '/dashboard/payouts'],
      ['Messages', '/dashboard/messages'],
      ['Notifications', '/dashboard/notifications'],
      ['Update Profile', '/dashboard/updateProfile'],
    ]);
  });

  it('gives a Buyer orders, saved bikes and searches, messages, profile and card payment history', () => {
    expect(pairs('Buyer')).toEqual([
      ['My Orders', '/dashboard/myOrders'],
      ['Saved Bikes', '/dashboard/savedBikes'],
      ['Saved Searches', '/dashboard/savedSearches'],
      ['Messages', '/dashboard/messages'],
      ['Notifications', '/dashboard/notifications'],
      ['Update Profile', '/dashboard/updateProfile'],
      ['Card Payment History', '/dashboard/paymentHistory'],
    ]);
  });

  it('gives an Admin the administration pages, the audit log and payouts', () => {
    expect(pairs('Admin')).toEqual([
      ['All Sellers', '/dashboard/allSellers'],
      ['All Buyers', '/dashboard/allBuyers'],
      ['Notifications', '/dashboard/notifications'],
      ['Update Profile', '/dashboard/updateProfile'],
      ['Registered Users', '/dashboard/allUsers'],
      ['Reported Items', '/dashboard/reportedItems'],
      ['Disputes', '/dashboard/disputes'],
      ['Brands', '/dashboard/brands'],
      ['Other models', '/dashboard/other-models'],
      ['Blog posts', '/dashboard/blogs'],
      ['Verification', '/dashboard/verification'],
      ['Audit Log', '/dashboard/auditLog'],
      ['Payouts', '/dashboard/sellerPayouts'],
    ]);
  });

  it('never shows another role’s pages to an unknown role', () => {
    expect(pairs('Superuser')).toEqual([['Update Profile', ROUTES.dashboardUpdateProfile]]);
    expect(pairs('toString')).toEqual([['Update Profile', ROUTES.dashboardUpdateProfile]]);
  });
});

describe('the drawer in Bangla (docs/product.md#bangla-search-favourites)', () => {
  it('declares every label for translation (lib/i18n/external-messages.ts)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../../lib/i18n/external-messages.ts', import.meta.url), 'utf8');
    const declared = new Set([...source.matchAll(/id: '([^']+)'/g)].map((m) => m[1]));
    const labels = new Set(
      ['Seller', 'Buyer', 'Admin', 'Nobody'].flatMap((role) => dashboardLinks(role).map((l) => l.label)),
    );
    expect([...labels].filter((label) => !declared.has(label))).toEqual([]);
  });
});
