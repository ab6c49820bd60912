import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRow,
  bookOrThrow,
  checkoutRow,
  createBike,
  expireBooking,
  liveBookingsOf,
  paymentsFor,
  productState,
} from '../../../test/factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { GATEWAY_POST_CODE_FALLBACK } from './checkout-service';
import { createSandboxGateway } from './providers/sandbox-gateway';

/** The hosted checkout of the buy page, through the built-in sandbox gateway. */
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
});
afterAll(() => t.close());

function orderBody(bikeID: string, overrides: Record<string, unknown> = {}) {
  return {
    bikeID,
    buyerPhone: '01912345678',
    buyerLocation: 'Mirpur 10, Dhaka',
    postCode: '1216',
    currency: 'BDT',
    buyerName: 'Forged',
    buyerEmail: 'forged@evil.example',
    sellerName: 'x',
    sellerEmail: 'x@evil.example',
    bikeModel: 'x',
    bikeCompany: 'x',
    bikeImage: 'x',
    ...overrides,
  };
}

async function startCheckout(buyer: TestUser, bike: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: orderBody(bike, overrides),
  });
}

/** Presses a button on the sandbox page; answers the redirect to our callback. */
async function press(tranId: string, action: 'pay' | 'fail' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox-gateway/${tranId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

async function follow(location: string) {
  return t.app.inject({ method: 'GET', url: location });
}

/** Signs callback fields exactly as the sandbox gateway does (the test knows the app's secret). */
function gatewayForTests() {
  return createSandboxGateway({ secret: t.config.authSecret });
}

describe('POST /api/orders', () => {
  it('holds the bike and answers the sandbox page with the price in BDT', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 150_000, name: 'Gixxer' });
    const res = await startCheckout(buyer, bike);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ currency: 'BDT', amount: '150000.00', taka: 150_000 });
    expect(body.url).toBe(`/api/sandbox-gateway/${body.transactionId}`);
    expect(await productState(t, bike)).toBe('Booked');
    const [hold] = await liveBookingsOf(t, bike);
    expect(hold).toMatchObject({ channel: 'checkout', buyerId: buyer.id, price: 150_000, state: 'Active' });
    const minutes = (hold!.expiresAt.getTime() - hold!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);

    const page = await t.app.inject({ method: 'GET', url: body.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('150000.00 BDT');
    expect(page.body).toContain('Yamaha Gixxer');
    for (const label of ['>Pay<', '>Fail<', '>Cancel<']) expect(page.body).toContain(label);
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('converts to USD at USD_BDT_RATE', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 150_000 });
    const res = await startCheckout(buyer, bike, { currency: 'USD' });
    expect(res.json()).toMatchObject({ currency: 'USD', amount: '1229.51', taka: 150_000 });
    const session = await checkoutRow(t, res.json().transactionId);
    expect(session).toMatchObject({ amountMinor: 122_951, usdBdtRate: 122, postCode: '1216' });
  });

  it('validates phone, location and post code', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bad = await startCheckout(buyer, bike, { buyerPhone: '0123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('buyerPhone: Mobile number must look like 01XXXXXXXXX (11 digits)');
    expect((await startCheckout(buyer, bike, { postCode: '12' })).json().message).toBe(
      'postCode: Post code must be 4 digits, e.g. 1205',
    );
    expect((await startCheckout(buyer, bike, { currency: 'EUR' })).statusCode).toBe(400);
    expect(await productState(t, bike)).toBe('Available');
  });

  it('refuses a bike someone else holds, a seller and an unknown bike', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bike = await createBike(t, seller);
    await bookOrThrow(t, other, bike);
    const res = await startCheckout(buyer, bike);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bike is already booked.');
    expect((await startCheckout(seller, bike)).statusCode).toBe(403);
    expect((await startCheckout(buyer, 'nope')).statusCode).toBe(404);
  });
});

describe('the sandbox gateway and its callbacks', () => {
  it('pays: the bike is sold and the browser lands on the receipt', async () => {
    const buyer = await createUser(t, { name: 'Bithi Buyer' });
    const bike = await createBike(t, seller, { price: 150_000, name: 'Gixxer SF' });
    const { transactionId } = (await startCheckout(buyer, bike)).json();

    const pressed = await press(transactionId, 'pay');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toMatch(/^\/api\/checkout\/success\?/);
    const landed = await follow(String(pressed.headers.location));
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`/payment/success?transactionID=${transactionId}`);

    expect(await productState(t, bike)).toBe('Sold');
    expect((await checkoutRow(t, transactionId))?.state).toBe('Paid');
    const [payment] = await paymentsFor(t, bike);
    expect(payment).toMatchObject({
      transactionId,
      amount: 150_000,
      currency: 'BDT',
      chargedMinor: 15_000_000,
      method: 'checkout',
      provider: 'sandbox',
    });

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/bikePayment/${transactionId}`,
      headers: buyer.headers,
    });
    expect(receipt.json()).toMatchObject({
      transactionId,
      buyerName: 'Bithi Buyer',
      buyerEmail: buyer.email,
      sellingPrice: 150_000,
      bikeModel: 'Gixxer SF',
      bikeCompany: 'Yamaha',
      buyerLocation: 'Mirpur 10, Dhaka',
      currency: 'BDT',
      chargedAmount: '150000.00',
      postCode: '1216',
      paymentGateway: 'Sandbox gateway',
    });
    const other = await createUser(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/bikePayment/${transactionId}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/paymentHistory?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({ transactionId, method: 'checkout', price: 150_000 }),
    ]);

    // Replays change nothing and still land on the receipt; the page is closed.
    expect((await follow(String(pressed.headers.location))).headers.location).toBe(
      `/payment/success?transactionID=${transactionId}`,
    );
    expect((await press(transactionId, 'pay')).statusCode).toBe(409);
    const fail = gatewayForTests().callback('fail', {
      tranId: transactionId,
      amount: '150000.00',
      currency: 'BDT',
    });
    const late = await follow(`/api/checkout/fail?${new URLSearchParams(fail)}`);
    expect(late.headers.location).toBe('/payment/fail');
    expect(await paymentsFor(t, bike)).toHaveLength(1);
    expect(await productState(t, bike)).toBe('Sold');
    expect((await checkoutRow(t, transactionId))?.state).toBe('Paid');
  });

  it('pays in USD: the amount charged is the converted one', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 150_000 });
    const { transactionId } = (await startCheckout(buyer, bike, { currency: 'USD' })).json();
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox-gateway/${transactionId}` });
    expect(page.body).toContain('1229.51 USD');
    expect(page.body).toContain('1,50,000 Taka');
    await follow(String((await press(transactionId, 'pay')).headers.location));
    const [payment] = await paymentsFor(t, bike);
    expect(payment).toMatchObject({ amount: 150_000, currency: 'USD', chargedMinor: 122_951 });
  });

  it('cancel: the browser goes to /payment/fail and the bike is available again', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const pressed = await press(transactionId, 'cancel');
    expect(pressed.headers.location).toMatch(/^\/api\/checkout\/cancel\?/);
    const landed = await follow(String(pressed.headers.location));
    expect(landed.headers.location).toBe('/payment/fail');
    expect((await checkoutRow(t, transactionId))?.state).toBe('Cancelled');
    expect(await productState(t, bike)).toBe('Available');
    expect(await liveBookingsOf(t, bike)).toHaveLength(0);

    // Someone else holds it now; replaying the old cancel does not release their hold.
    const next = await createUser(t);
    const { transactionId: theirs } = (await startCheckout(next, bike)).json();
    await follow(String(pressed.headers.location));
    expect((await checkoutRow(t, theirs))?.state).toBe('Pending');
    expect(await productState(t, bike)).toBe('Booked');
  });

  it('fail: the checkout fails and the bike is available again', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const landed = await follow(String((await press(transactionId, 'fail')).headers.location));
    expect(landed.headers.location).toBe('/payment/fail');
    expect((await checkoutRow(t, transactionId))?.state).toBe('Failed');
    expect(await productState(t, bike)).toBe('Available');
  });

  it('ignores unsigned and altered callbacks', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 150_000 });
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const gateway = gatewayForTests();
    const paid = gateway.callback('pay', { tranId: transactionId, amount: '150000.00', currency: 'BDT' });

    const unsigned = { ...paid };
    delete (unsigned as Record<string, string>).verify_sign;
    expect((await follow(`/api/checkout/success?${new URLSearchParams(unsigned)}`)).headers.location).toBe(
      '/payment/fail',
    );
    const altered = { ...paid, amount: '1.00' };
    expect((await follow(`/api/checkout/success?${new URLSearchParams(altered)}`)).headers.location).toBe(
      '/payment/fail',
    );
    // A signature that does not cover the amount is not enough.
    const narrow = { ...paid, verify_key: 'tran_id,status' };
    expect((await follow(`/api/checkout/success?${new URLSearchParams(narrow)}`)).headers.location).toBe(
      '/payment/fail',
    );
    const unsignedCancel = { tran_id: transactionId, status: 'CANCELLED' };
    expect(
      (await follow(`/api/checkout/cancel?${new URLSearchParams(unsignedCancel)}`)).headers.location,
    ).toBe('/payment/fail');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...paid, verify_sign: 'f'.repeat(64) }).toString(),
    });
    expect(forged.body).toBe('IGNORED');

    expect((await checkoutRow(t, transactionId))?.state).toBe('Pending');
    expect(await productState(t, bike)).toBe('Booked');
    expect(await paymentsFor(t, bike)).toHaveLength(0);
  });

  it('validates the payment itself: a signed callback for a different amount or checkout sells nothing', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 150_000 });
    const other = await createBike(t, seller, { price: 90_000 });
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const { transactionId: cheap } = (await startCheckout(buyer, other)).json();
    const gateway = gatewayForTests();

    // The gateway validated a payment of 1.00 only: the amount check refuses it.
    const underpaid = gateway.callback('pay', { tranId: transactionId, amount: '1.00', currency: 'BDT' });
    expect((await follow(`/api/checkout/success?${new URLSearchParams(underpaid)}`)).headers.location).toBe(
      '/payment/fail',
    );
    // The val_id of the cheap checkout, carried in a signed callback for the dear one.
    const cheapPaid = gateway.callback('pay', { tranId: cheap, amount: '90000.00', currency: 'BDT' });
    const moved = gateway.callback('pay', { tranId: transactionId, amount: '150000.00', currency: 'BDT' });
    const { verify_key: _k, verify_sign: _s, ...movedFields } = moved;
    const swapped = gateway.sign({ ...movedFields, val_id: cheapPaid.val_id! });
    expect((await follow(`/api/checkout/success?${new URLSearchParams(swapped)}`)).headers.location).toBe(
      '/payment/fail',
    );
    // USD for a BDT checkout.
    const wrongCurrency = gateway.callback('pay', {
      tranId: transactionId,
      amount: '150000.00',
      currency: 'USD',
    });
    expect(
      (await follow(`/api/checkout/success?${new URLSearchParams(wrongCurrency)}`)).headers.location,
    ).toBe('/payment/fail');
    expect(await paymentsFor(t, bike)).toHaveLength(0);
    expect((await checkoutRow(t, transactionId))?.state).toBe('Pending');
  });

  it('releases the hold when the checkout times out', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const hold = (await checkoutRow(t, transactionId))!;
    await expireBooking(t, hold.bookingId);
    // Any booking call for the bike expires the hold in its own transaction.
    const next = await createUser(t);
    const { transactionId: theirs } = (await startCheckout(next, bike)).json();
    expect(theirs).toBeTruthy();
    expect((await checkoutRow(t, transactionId))?.state).toBe('Expired');
    expect((await bookingRow(t, hold.bookingId))?.state).toBe('Expired');
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox-gateway/${transactionId}` });
    expect(page.statusCode).toBe(409);
    expect((await press(transactionId, 'pay')).statusCode).toBe(409);
  });

  it('pays for a Book Now booking through the checkout and keeps the booking if it is cancelled', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const first = (await startCheckout(buyer, bike)).json();
    await follow(String((await press(first.transactionId, 'cancel')).headers.location));
    expect((await bookingRow(t, bookingId))?.state).toBe('Active');
    expect(await productState(t, bike)).toBe('Booked');

    const second = (await startCheckout(buyer, bike)).json();
    await follow(String((await press(second.transactionId, 'pay')).headers.location));
    expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
    expect(await productState(t, bike)).toBe('Sold');
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(orders.json()).toEqual([expect.objectContaining({ _id: bookingId, paid: true })]);
    const again = await startCheckout(buyer, bike);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already bought this bike.');
  });

  it('a second checkout of the same bike supersedes the first and takes over its hold', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const first = (await startCheckout(buyer, bike)).json();
    const bookingId = String((await checkoutRow(t, first.transactionId))?.bookingId);
    // The first tab's buyer presses Cancel; before the browser comes back, a second tab starts again.
    const firstCancel = String((await press(first.transactionId, 'cancel')).headers.location);
    const second = (await startCheckout(buyer, bike)).json();
    expect((await checkoutRow(t, second.transactionId))?.bookingId).toBe(bookingId);
    expect((await checkoutRow(t, first.transactionId))?.state).toBe('Cancelled');

    // The late cancel changes nothing: the hold now belongs to the second checkout.
    expect((await follow(firstCancel)).headers.location).toBe('/payment/fail');
    expect((await bookingRow(t, bookingId))?.state).toBe('Active');
    expect((await checkoutRow(t, second.transactionId))?.state).toBe('Pending');

    // Cancelling the checkout that holds the bike now offers the bike again at once.
    await follow(String((await press(second.transactionId, 'cancel')).headers.location));
    expect((await checkoutRow(t, second.transactionId))?.state).toBe('Cancelled');
    expect((await bookingRow(t, bookingId))?.state).toBe('Cancelled');
    expect(await productState(t, bike)).toBe('Available');
  });

  it('answers 404 for an unknown sandbox checkout', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/sandbox-gateway/BBNOPE' });
    expect(page.statusCode).toBe(404);
    expect((await press('BBNOPE', 'pay')).statusCode).toBe(404);
  });
});

describe('gateway callbacks from another site', () => {
  it('reach the callback (which trusts only its own validation), while other calls from that site are refused', async () => {
    const gatewayOrigin = 'https://securepay.sslcommerz.com';
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: gatewayOrigin },
      payload: new URLSearchParams({ tran_id: 'no-such-transaction', status: 'FAILED' }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/payment/fail');

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: gatewayOrigin, cookie: 'bb.session_token=x' },
      payload: {},
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('a checkout without a post code (ADR 0180)', () => {
  let sslApp: TestApp;
  let fake: Server;
  /** The session forms the fake SSLCommerz received, by tran_id. */
  const forms = new Map<string, URLSearchParams>();

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(text);
        forms.set(form.get('tran_id') ?? '', form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: 'SUCCESS', GatewayPageURL: 'https://pay.example/session' }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    sslApp = await buildTestApp({
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_PASSWORD: 'secret',
      SSLCOMMERZ_API_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await sslApp.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  async function order(overrides: Record<string, unknown>) {
    const buyer = await createUser(sslApp);
    const sellerHere = await createUser(sslApp, { role: 'Seller' });
    const bike = await createBike(sslApp, sellerHere, { price: 120_000 });
    return sslApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: orderBody(bike, overrides),
    });
  }

  it('is accepted left out or empty; SSLCommerz gets the stand-in, the session what the buyer typed', async () => {
    for (const overrides of [{ postCode: undefined }, { postCode: '' }, { postCode: '  ' }]) {
      const res = await order(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(200);
      const { transactionId, url } = res.json();
      expect(url).toBe('https://pay.example/session');
      expect(forms.get(transactionId)?.get('cus_postcode')).toBe(GATEWAY_POST_CODE_FALLBACK);
      expect((await checkoutRow(sslApp, transactionId))?.postCode).toBe('');
    }
  });

  it('passes a given one on (Bangla digits read), and refuses one that is not 4 digits as before', async () => {
    const res = await order({ postCode: '১২১৬' });
    expect(res.statusCode).toBe(200);
    expect(forms.get(res.json().transactionId)?.get('cus_postcode')).toBe('1216');
    const bad = await order({ postCode: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('postCode: Post code must be 4 digits, e.g. 1205');
  });
});
