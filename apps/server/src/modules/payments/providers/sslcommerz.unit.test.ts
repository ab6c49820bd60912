import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkValidation, type SessionInput } from './gateway';
import {
  createSslCommerzGateway,
  GatewayUnavailable,
  parseValidation,
  sslCommerzSignature,
} from './sslcommerz';

/** A fake SSLCommerz on 127.0.0.1: records what it was sent and answers what the test sets. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(await readBody(req)),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const gateway = () =>
  createSslCommerzGateway({ storeId: 'bestb0001', storePassword: 'bestb0001@ssl', baseUrl });

const session: SessionInput = {
  tranId: 'BB0123456789ABCDEF01234567',
  amount: '1229.51',
  currency: 'USD',
  product: { name: 'FZ-S V3', category: 'Yamaha' },
  customer: {
    name: 'Bithi',
    email: 'bithi@example.com',
    phone: '01712345678',
    address: 'Mirpur',
    postCode: '1216',
  },
  urls: {
    success: 'https://shop.example/api/checkout/success',
    fail: 'https://shop.example/api/checkout/fail',
    cancel: 'https://shop.example/api/checkout/cancel',
    ipn: 'https://shop.example/api/checkout/ipn',
  },
};

describe('SSLCommerz session init', () => {
  it('posts the v4 session form and answers GatewayPageURL', async () => {
    answer = {
      status: 200,
      body: {
        status: 'SUCCESS',
        GatewayPageURL: 'https://sandbox.sslcommerz.com/EasyCheckOut/abc',
        sessionkey: 'abc',
      },
    };
    const { url } = await gateway().startSession(session);
    expect(url).toBe('https://sandbox.sslcommerz.com/EasyCheckOut/abc');
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/gwprocess/v4/api.php');
    expect(Object.fromEntries(request!.form)).toMatchObject({
      store_id: 'bestb0001',
      store_passwd: 'bestb0001@ssl',
      total_amount: '1229.51',
      currency: 'USD',
      tran_id: session.tranId,
      success_url: session.urls.success,
      fail_url: session.urls.fail,
      cancel_url: session.urls.cancel,
      ipn_url: session.urls.ipn,
      shipping_method: 'NO',
      product_name: 'FZ-S V3',
      product_category: 'Yamaha',
      cus_name: 'Bithi',
      cus_email: 'bithi@example.com',
      cus_phone: '01712345678',
      cus_postcode: '1216',
      cus_country: 'Bangladesh',
    });
  });

  it('throws GatewayUnavailable when SSLCommerz refuses or is down', async () => {
    answer = { status: 200, body: { status: 'FAILED', failedreason: 'Store Credential Error' } };
    await expect(gateway().startSession(session)).rejects.toThrow(/Store Credential Error/);
    answer = { status: 500, body: 'oops' };
    await expect(gateway().startSession(session)).rejects.toBeInstanceOf(GatewayUnavailable);
    const dead = createSslCommerzGateway({ storeId: 'x', storePassword: 'y', baseUrl: 'http://127.0.0.1:9' });
    await expect(dead.startSession(session)).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe('SSLCommerz validation API', () => {
  it('asks with val_id and the store credentials and reads the original currency and amount', async () => {
    answer = {
      status: 200,
      body: {
        status: 'VALID',
        tran_id: session.tranId,
        val_id: '230101123456abcdef',
        amount: '150000.00',
        currency: 'BDT',
        currency_type: 'USD',
        currency_amount: '1229.51',
        risk_level: '0',
        risk_title: 'Safe',
        bank_tran_id: '23010112345abc',
      },
    };
    const result = await gateway().validate('230101123456abcdef');
    const [request] = seen;
    expect(request?.path).toBe('/validator/api/validationserverAPI.php');
    expect(Object.fromEntries(request!.query)).toEqual({
      val_id: '230101123456abcdef',
      store_id: 'bestb0001',
      store_passwd: 'bestb0001@ssl',
      v: '1',
      format: 'json',
    });
    expect(result).toEqual({
      status: 'VALID',
      tranId: session.tranId,
      valId: '230101123456abcdef',
      amount: '1229.51',
      currency: 'USD',
      riskLevel: 0,
      riskTitle: 'Safe',
      bankTranId: '23010112345abc',
    });
    expect(
      checkValidation(result, { tranId: session.tranId, amountMinor: 122_951, currency: 'USD' }),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses invalid, mismatched and risky answers', () => {
    const base = parseValidation({ status: 'VALIDATED', tran_id: 'T1', amount: '500.00', currency: 'BDT' });
    const expected = { tranId: 'T1', amountMinor: 50_000, currency: 'BDT' };
    expect(checkValidation(base, expected)).toEqual({ ok: true });
    expect(checkValidation(parseValidation({ status: 'INVALID_TRANSACTION' }), expected)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(checkValidation({ ...base, tranId: 'T2' }, expected)).toMatchObject({ reason: 'tran_id' });
    expect(checkValidation({ ...base, amount: '499.99' }, expected)).toMatchObject({ reason: 'amount' });
    expect(checkValidation({ ...base, currency: 'USD' }, expected)).toMatchObject({ reason: 'currency' });
    expect(
      checkValidation(
        parseValidation({
          ...{ status: 'VALID', tran_id: 'T1', amount: '500', currency: 'BDT' },
          risk_level: '1',
          risk_title: 'Risky',
        }),
        expected,
      ),
    ).toEqual({ ok: false, reason: 'risky', detail: 'Risky' });
  });
});

describe('SSLCommerz callback signature', () => {
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const fields = {
    tran_id: session.tranId,
    val_id: '230101123456abcdef',
    amount: '1229.51',
    currency: 'USD',
    status: 'VALID',
    card_type: 'VISA-Dutch Bangla',
  };
  const keys = Object.keys(fields);

  it('follows the published algorithm (md5 of sorted k=v with md5 of the password)', () => {
    const data: Record<string, string> = { ...fields, store_passwd: md5('bestb0001@ssl') };
    const text = Object.keys(data)
      .sort()
      .map((k) => `${k}=${data[k]}`)
      .join('&');
    expect(sslCommerzSignature(fields, keys, 'bestb0001@ssl')).toBe(md5(text));
  });

  it('accepts a signed callback and refuses an altered, unsigned or too narrowly signed one', () => {
    const signed = {
      ...fields,
      verify_key: keys.join(','),
      verify_sign: sslCommerzSignature(fields, keys, 'bestb0001@ssl'),
    };
    const required = ['tran_id', 'val_id', 'amount', 'currency', 'status'];
    expect(gateway().verifyCallback(signed, required)).toBe(true);
    expect(gateway().verifyCallback({ ...signed, amount: '1.00' }, required)).toBe(false);
    expect(gateway().verifyCallback({ ...fields }, required)).toBe(false);
    const narrow = {
      ...fields,
      verify_key: 'tran_id,status',
      verify_sign: sslCommerzSignature(fields, ['tran_id', 'status'], 'bestb0001@ssl'),
    };
    expect(gateway().verifyCallback(narrow, required)).toBe(false);
    expect(gateway().verifyCallback(narrow, ['tran_id', 'status'])).toBe(true);
    const otherStore = createSslCommerzGateway({ storeId: 'x', storePassword: 'other', baseUrl });
    expect(otherStore.verifyCallback(signed, required)).toBe(false);
  });
});
