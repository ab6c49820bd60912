import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../../test/factories/admin';
import { createBike } from '../../test/factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

// Found by test/hostile-input.int.test.ts: a NUL reached PostgreSQL and the answer was a 500.
let t: TestApp;
let buyer: TestUser;
let bookingId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t, { role: 'Seller' });
  buyer = await createUser(t, { role: 'Buyer' });
  bookingId = await insertBooking(t, { productId: await createBike(t, seller), buyer });
});
afterAll(() => t.close());

describe('text with a NUL character', () => {
  it('in a body field is refused with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: buyer.headers,
      payload: { transactionId: '\u0000', bookingId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('transactionId: must not contain a NUL character');
  });

  it('in a path segment or a query value is refused with 400', async () => {
    const byPath = await t.app.inject({ method: 'GET', url: '/api/category/%00' });
    expect(byPath.statusCode).toBe(400);
    expect(byPath.json().message).toBe('params.id: must not contain a NUL character');
    const byQuery = await t.app.inject({ method: 'GET', url: '/api/category/1?q=a%00b' });
    expect(byQuery.statusCode).toBe(400);
  });

  it('in a field the route ignores does not matter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { _id: bookingId, ignored: '\u0000' },
    });
    expect(res.statusCode).toBe(200);
  });
});

// docs/product.md#hardening: the NUL walk recursed through a 10 KB body of brackets until the stack ran out (500).
describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each(['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/bookings', '/api/contact'])(
    'is refused with 400 and a clear message on %s',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...buyer.headers, origin: t.config.baseUrl, 'content-type': 'application/json' },
        payload: `{"name":${nested(5000)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is nested too deeply: at most 32 levels.');
    },
  );

  it('counts only brackets outside strings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: t.config.baseUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', message: `[{\\"${'['.repeat(100)}` }),
    });
    expect(res.statusCode).toBe(200);
  });
});
