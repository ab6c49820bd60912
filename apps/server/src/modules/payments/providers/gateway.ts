import { parseMajor } from '@best-bikes/contract';

/**
 * A hosted-checkout gateway (docs/product.md#components): SSLCommerz in production, our sandbox gateway otherwise.
 * Both are used the same way: start a session (the browser goes to its page), receive callbacks,
 * check the callback's signature, then ask the gateway itself whether the payment is valid.
 */
export interface CheckoutGateway {
  readonly name: 'sandbox' | 'sslcommerz';
  startSession(input: SessionInput): Promise<{ url: string }>;
  /** True when a callback's fields carry a valid signature over at least `required` fields. */
  verifyCallback(fields: CallbackFields, required: readonly string[]): boolean;
  /** The gateway's own word on a payment (SSLCommerz' validation API with val_id). */
  validate(valId: string): Promise<GatewayValidation>;
}

export type CallbackFields = Record<string, string>;

export interface SessionInput {
  tranId: string;
  /** Major units with two decimals, e.g. '150000.00'. */
  amount: string;
  currency: 'BDT' | 'USD';
  product: { name: string; category: string };
  customer: { name: string; email: string; phone: string; address: string; postCode: string };
  /** Absolute callback URLs (the sandbox, being on our origin, may use paths). */
  urls: { success: string; fail: string; cancel: string; ipn: string };
}

export interface GatewayValidation {
  /** 'VALID' and 'VALIDATED' (validated before) mean paid; anything else does not. */
  status: string;
  tranId: string;
  valId: string;
  /** Major units as the gateway wrote them, in `currency`. */
  amount: string;
  currency: string;
  /** 0 = safe, 1 = risky: hold, do not ship. */
  riskLevel: number;
  riskTitle: string | null;
  bankTranId: string | null;
}

export type ValidationVerdict =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'tran_id' | 'amount' | 'currency' | 'risky'; detail: string };

/** Callback fields the signature must cover before we act on them. */
export const SIGNED_SUCCESS_FIELDS = ['tran_id', 'val_id', 'amount', 'currency', 'status'] as const;
export const SIGNED_FAILURE_FIELDS = ['tran_id', 'status'] as const;

/** The one check both gateways' answers go through: status, tran_id, amount and currency, then risk. */
export function checkValidation(
  v: GatewayValidation,
  expected: { tranId: string; amountMinor: number; currency: string },
): ValidationVerdict {
  if (v.status !== 'VALID' && v.status !== 'VALIDATED') {
    return { ok: false, reason: 'invalid', detail: `gateway status ${v.status}` };
  }
  if (v.tranId !== expected.tranId) return { ok: false, reason: 'tran_id', detail: 'tran_id differs' };
  if (v.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    return { ok: false, reason: 'currency', detail: `currency ${v.currency}` };
  }
  if (parseMajor(v.amount) !== expected.amountMinor) {
    return { ok: false, reason: 'amount', detail: `amount ${v.amount}` };
  }
  if (v.riskLevel !== 0) return { ok: false, reason: 'risky', detail: v.riskTitle ?? 'risky transaction' };
  return { ok: true };
}

/** Form bodies and query strings arrive as string | string[]; keep the first of each. */
export function callbackFields(...sources: unknown[]): CallbackFields {
  const out: CallbackFields = {};
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (key in out) continue;
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') out[key] = first;
    }
  }
  return out;
}
