import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CallbackFields, CheckoutGateway, GatewayValidation } from './gateway';

/**
 * Our own hosted-checkout gateway for set-ups without SSLCommerz (docs/product.md#components). It behaves like
 * SSLCommerz where the server can tell: a hosted page (served by the routes), callbacks with a
 * signature over the fields named in verify_key (HMAC-SHA256 instead of md5), and a validation
 * step that answers for a val_id. A val_id is a signed token naming the tran_id, amount and
 * currency that were paid, so it cannot be moved to another checkout or amount.
 */

const SANDBOX_PAGE_PATH = '/api/sandbox-gateway';
/** A val_id older than this no longer validates (a replay long after the fact). */
const VAL_ID_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxGateway extends CheckoutGateway {
  /** Adds verify_key and verify_sign over all the fields given. */
  sign(fields: CallbackFields): CallbackFields;
  /** The callback fields the hosted page sends back for one outcome, signed. */
  callback(
    outcome: 'pay' | 'fail' | 'cancel',
    session: { tranId: string; amount: string; currency: string },
  ): CallbackFields;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSandboxGateway({
  secret,
  now = () => new Date(),
}: {
  secret: string;
  now?: () => Date;
}) {
  // A key of its own, so nothing signed here is valid anywhere else (sessions, tokens).
  const key = createHmac('sha256', secret).update('best-bikes sandbox gateway v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('hex');

  function signatureOver(fields: CallbackFields, keys: string[]): string {
    return mac(
      [...keys]
        .sort()
        .map((k) => `${k}=${fields[k] ?? ''}`)
        .join('&'),
    );
  }

  function sign(fields: CallbackFields): CallbackFields {
    const keys = Object.keys(fields).sort();
    return { ...fields, verify_key: keys.join(','), verify_sign: signatureOver(fields, keys) };
  }

  function issueValId(tranId: string, amount: string, currency: string): string {
    const payload = b64(
      JSON.stringify({
        t: tranId,
        a: amount,
        c: currency,
        i: now().getTime(),
        n: randomBytes(6).toString('hex'),
      }),
    );
    return `${payload}.${mac(`val_id:${payload}`)}`;
  }

  const gateway: SandboxGateway = {
    name: 'sandbox',
    sign,

    async startSession(input) {
      return { url: `${SANDBOX_PAGE_PATH}/${encodeURIComponent(input.tranId)}` };
    },

    verifyCallback(fields, required) {
      const keys = (fields.verify_key ?? '').split(',').filter(Boolean);
      if (!fields.verify_sign || keys.length === 0) return false;
      if (!required.every((k) => keys.includes(k))) return false;
      return safeEqual(signatureOver(fields, keys), fields.verify_sign);
    },

    async validate(valId): Promise<GatewayValidation> {
      const invalid: GatewayValidation = {
        status: 'INVALID_TRANSACTION',
        tranId: '',
        valId,
        amount: '',
        currency: '',
        riskLevel: 0,
        riskTitle: null,
        bankTranId: null,
      };
      const [payload, signature] = valId.split('.');
      if (!payload || !signature || !safeEqual(mac(`val_id:${payload}`), signature)) return invalid;
      let data: { t?: unknown; a?: unknown; c?: unknown; i?: unknown };
      try {
        data = JSON.parse(unb64(payload));
      } catch {
        return invalid;
      }
      if (typeof data.i !== 'number' || now().getTime() - data.i > VAL_ID_LIFETIME_MS) return invalid;
      return {
        status: 'VALID',
        tranId: String(data.t ?? ''),
        valId,
        amount: String(data.a ?? ''),
        currency: String(data.c ?? ''),
        riskLevel: 0,
        riskTitle: null,
        bankTranId: `SANDBOX${data.i}`,
      };
    },

    callback(outcome, session) {
      if (outcome === 'pay') {
        return sign({
          tran_id: session.tranId,
          val_id: issueValId(session.tranId, session.amount, session.currency),
          amount: session.amount,
          currency: session.currency,
          status: 'VALID',
        });
      }
      return sign({ tran_id: session.tranId, status: outcome === 'fail' ? 'FAILED' : 'CANCELLED' });
    },
  };
  return gateway;
}
