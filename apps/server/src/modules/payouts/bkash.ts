/**
 * bKash's disbursement (B2C) API (ADR 0161), as its checkout API documents it: a token from
 * `POST /checkout/token/grant` (headers `username`, `password`; body `app_key`, `app_secret`), then
 * `POST /checkout/payment/b2cPayment` (headers `authorization` = the token, `x-app-key`; body `amount`
 * in Taka as text, `currency`, `merchantInvoiceNumber`, `receiverMSISDN`), answered with `trxID` and
 * `transactionStatus`, or `errorCode` and `errorMessage`; a sent payment's state by
 * `GET /checkout/payment/search/:trxID`. Our merchantInvoiceNumber is the payable's id: bKash refuses
 * a second payment with the same invoice number, so a retry after a crash never pays twice.
 */

export interface BkashSettings {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface DisbursementRequest {
  /** The payable's id: bKash's merchantInvoiceNumber, the idempotency key. */
  key: string;
  amountPaisa: number;
  /** The seller's bKash wallet, 01XXXXXXXXX. */
  receiver: string;
}

export interface DisbursementOutcome {
  /**
   * 'succeeded': paid, `reference` is the trxID; 'pending': accepted, ask again by `reference`;
   * 'failed': refused, no money moved; 'duplicate': this key was already used (a crash hid the first
   * answer), so an admin confirms it from bKash's merchant panel.
   */
  state: 'succeeded' | 'pending' | 'failed' | 'duplicate';
  reference: string | null;
  detail?: string;
}

/** A provider that pays sellers through an API (bKash's B2C today). The manual batch is the other way. */
export interface DisbursementProvider {
  send(request: DisbursementRequest): Promise<DisbursementOutcome>;
  check(reference: string): Promise<DisbursementOutcome>;
}

/** bKash's error code for an invoice number already used (checked against the fake; unverified live). */
export const BKASH_DUPLICATE_INVOICE = '2068';

const TIMEOUT_MS = 30_000;

function taka(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

function outcomeOf(body: Record<string, unknown>): DisbursementOutcome {
  const trxID = typeof body.trxID === 'string' ? body.trxID : null;
  if (typeof body.errorCode === 'string') {
    const detail = `${body.errorCode}: ${String(body.errorMessage ?? '')}`;
    if (body.errorCode === BKASH_DUPLICATE_INVOICE) return { state: 'duplicate', reference: null, detail };
    return { state: 'failed', reference: trxID, detail };
  }
  const status = String(body.transactionStatus ?? '');
  if (status === 'Completed' && trxID) return { state: 'succeeded', reference: trxID };
  if (['Initiated', 'Pending', 'Authorized'].includes(status) && trxID)
    return { state: 'pending', reference: trxID };
  return { state: 'failed', reference: trxID, detail: `transactionStatus ${status || 'missing'}` };
}

export function createBkashDisbursement(settings: BkashSettings): DisbursementProvider {
  let token: { value: string; until: number } | null = null;
  const base = settings.baseUrl.replace(/\/$/, '');

  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: object) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(`bKash answered ${res.status} without JSON`);
    }
    if (res.status >= 500) throw new Error(`bKash answered ${res.status}`);
    return json;
  }

  async function grant(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const body = await call(
      'POST',
      '/checkout/token/grant',
      { username: settings.username, password: settings.password },
      { app_key: settings.appKey, app_secret: settings.appSecret },
    );
    if (typeof body.id_token !== 'string')
      throw new Error(`bKash token grant refused: ${JSON.stringify(body)}`);
    const seconds = Number(body.expires_in) || 3600;
    token = { value: body.id_token, until: Date.now() + Math.max(60, seconds - 60) * 1000 };
    return token.value;
  }

  const authorized = async () => ({ authorization: await grant(), 'x-app-key': settings.appKey });

  return {
    async send(request) {
      const body = await call('POST', '/checkout/payment/b2cPayment', await authorized(), {
        amount: taka(request.amountPaisa),
        currency: 'BDT',
        merchantInvoiceNumber: request.key,
        receiverMSISDN: request.receiver,
      });
      return outcomeOf(body);
    },
    async check(reference) {
      const body = await call(
        'GET',
        `/checkout/payment/search/${encodeURIComponent(reference)}`,
        await authorized(),
      );
      return outcomeOf(body);
    },
  };
}
