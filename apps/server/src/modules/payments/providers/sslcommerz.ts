import { createHash, timingSafeEqual } from 'node:crypto';
import type { CallbackFields, CheckoutGateway, GatewayValidation, SessionInput } from './gateway';

export const SSLCOMMERZ_SANDBOX = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE = 'https://securepay.sslcommerz.com';

export interface SslCommerzOptions {
  storeId: string;
  storePassword: string;
  /** SSLCOMMERZ_SANDBOX or SSLCOMMERZ_LIVE (tests point it at a local fake). */
  baseUrl: string;
  timeoutMs?: number;
}

export class GatewayUnavailable extends Error {}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The form SSLCommerz' session API (v4) expects; exported for its unit test. */
function sessionForm(opts: SslCommerzOptions, input: SessionInput): URLSearchParams {
  return new URLSearchParams({
    store_id: opts.storeId,
    store_passwd: opts.storePassword,
    total_amount: input.amount,
    currency: input.currency,
    tran_id: input.tranId,
    success_url: input.urls.success,
    fail_url: input.urls.fail,
    cancel_url: input.urls.cancel,
    ipn_url: input.urls.ipn,
    shipping_method: 'NO',
    num_of_item: '1',
    product_name: input.product.name,
    product_category: input.product.category,
    product_profile: 'physical-goods',
    cus_name: input.customer.name,
    cus_email: input.customer.email,
    cus_add1: input.customer.address,
    cus_city: input.customer.address,
    cus_postcode: input.customer.postCode,
    cus_country: 'Bangladesh',
    cus_phone: input.customer.phone,
  });
}

/**
 * SSLCommerz' callback signature: md5 over the fields named in verify_key plus md5(store
 * password), sorted by key, joined as k=v&… (their published algorithm).
 */
export function sslCommerzSignature(fields: CallbackFields, keys: string[], storePassword: string): string {
  const data: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys) data[key] = fields[key] ?? '';
  const text = Object.keys(data)
    .sort()
    .map((k) => `${k}=${data[k]}`)
    .join('&');
  return md5(text);
}

/** Maps the validation API's JSON to our shape; the original currency is what we asked for. */
export function parseValidation(body: unknown): GatewayValidation {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const currency = text(b.currency_type) || text(b.currency);
  const amount = text(b.currency_amount) || text(b.amount);
  const risk = Number(text(b.risk_level) || '0');
  return {
    status: text(b.status) || 'INVALID_TRANSACTION',
    tranId: text(b.tran_id),
    valId: text(b.val_id),
    amount,
    currency,
    riskLevel: Number.isFinite(risk) ? risk : 1,
    riskTitle: text(b.risk_title) || null,
    bankTranId: text(b.bank_tran_id) || null,
  };
}

export function createSslCommerzGateway(opts: SslCommerzOptions): CheckoutGateway {
  const timeout = opts.timeoutMs ?? 15_000;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (err) {
      throw new GatewayUnavailable(`SSLCommerz did not answer: ${(err as Error).message}`);
    }
    if (!response.ok) throw new GatewayUnavailable(`SSLCommerz answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new GatewayUnavailable('SSLCommerz answered with something other than JSON');
    }
  }

  return {
    name: 'sslcommerz',

    async startSession(input) {
      const body = (await call(`${opts.baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: sessionForm(opts, input),
      })) as { status?: string; GatewayPageURL?: string; failedreason?: string };
      if (body.status !== 'SUCCESS' || !body.GatewayPageURL) {
        throw new GatewayUnavailable(`SSLCommerz refused the session: ${body.failedreason ?? body.status}`);
      }
      return { url: body.GatewayPageURL };
    },

    verifyCallback(fields, required) {
      const sign = fields.verify_sign;
      const keys = (fields.verify_key ?? '').split(',').filter(Boolean);
      if (!sign || keys.length === 0) return false;
      if (!required.every((k) => keys.includes(k))) return false;
      const expected = Buffer.from(sslCommerzSignature(fields, keys, opts.storePassword));
      const given = Buffer.from(sign.toLowerCase());
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async validate(valId) {
      const url = new URL(`${opts.baseUrl}/validator/api/validationserverAPI.php`);
      url.search = new URLSearchParams({
        val_id: valId,
        store_id: opts.storeId,
        store_passwd: opts.storePassword,
        v: '1',
        format: 'json',
      }).toString();
      return parseValidation(await call(url.toString(), { method: 'GET' }));
    },
  };
}
