import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of bKash's disbursement (B2C) API, speaking what its checkout API documents: token
 * grant, b2cPayment (a used merchantInvoiceNumber is refused with errorCode 2068) and the search by
 * trxID. It counts payments per invoice number, so a test can check that nothing is paid twice.
 * Used by the payouts tests and the crash-safety script.
 */
export interface FakeBkash {
  url: string;
  /** Effective payments by merchantInvoiceNumber (should be one each). */
  payments: Map<string, { trxID: string; amount: string; receiver: string; count: number }>;
  /** Every b2cPayment call, refused or not. */
  calls: number;
  /** What the next b2cPayment answers instead of paying: 'pending' (Initiated, then Completed when searched), 'refuse', 'error500'. */
  next: 'pending' | 'refuse' | 'error500' | null;
  /**
   * When set and true for a payment (its invoice, and how many payments were made before it), the
   * payment is made but its answer is never sent: the caller dies (the crash-safety script's SIGKILL)
   * with bKash having paid. `held` counts them.
   */
  hold: ((invoice: string, made: number) => boolean) | null;
  held: number;
  close(): Promise<void>;
}

export async function startFakeBkash(
  credentials = { appKey: 'app-key', appSecret: 'app-secret', username: 'user', password: 'pass' },
): Promise<FakeBkash> {
  const tokens = new Set<string>();
  const byTrx = new Map<string, { status: string; invoice: string }>();
  let serial = 0;
  const fake: FakeBkash = {
    url: '',
    payments: new Map(),
    calls: 0,
    next: null,
    hold: null,
    held: 0,
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let body: Record<string, string> = {};
      try {
        body = data ? (JSON.parse(data) as Record<string, string>) : {};
      } catch {
        return answer(400, { errorCode: '2001', errorMessage: 'Invalid JSON' });
      }
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/^\/v1\.2\.0-beta/, '');
      if (req.method === 'POST' && path === '/checkout/token/grant') {
        if (
          req.headers.username !== credentials.username ||
          req.headers.password !== credentials.password ||
          body.app_key !== credentials.appKey ||
          body.app_secret !== credentials.appSecret
        ) {
          return answer(200, { errorCode: '2079', errorMessage: 'Invalid username and password' });
        }
        const token = `token-${++serial}`;
        tokens.add(token);
        return answer(200, {
          id_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: `r-${serial}`,
        });
      }
      if (!tokens.has(String(req.headers.authorization)) || req.headers['x-app-key'] !== credentials.appKey) {
        return answer(401, { errorCode: '2079', errorMessage: 'Unauthorized' });
      }
      if (req.method === 'POST' && path === '/checkout/payment/b2cPayment') {
        fake.calls += 1;
        const mode = fake.next;
        fake.next = null;
        if (mode === 'error500')
          return answer(500, { errorCode: '503', errorMessage: 'System is undergoing maintenance' });
        const invoice = body.merchantInvoiceNumber ?? '';
        if (!/^01[3-9]\d{8}$/.test(body.receiverMSISDN ?? '') || !/^\d+\.\d{2}$/.test(body.amount ?? '')) {
          return answer(200, { errorCode: '2006', errorMessage: 'Invalid receiver or amount' });
        }
        if (fake.payments.has(invoice)) {
          return answer(200, { errorCode: '2068', errorMessage: 'Duplicate for all transactions' });
        }
        if (mode === 'refuse')
          return answer(200, { errorCode: '2014', errorMessage: 'Receiver cannot receive' });
        const trxID = `9B${String(++serial).padStart(8, '0')}`;
        fake.payments.set(invoice, { trxID, amount: body.amount!, receiver: body.receiverMSISDN!, count: 1 });
        const status = mode === 'pending' ? 'Initiated' : 'Completed';
        byTrx.set(trxID, { status, invoice });
        if (fake.hold?.(invoice, fake.payments.size - 1)) {
          fake.held += 1;
          return;
        }
        return answer(200, {
          completedTime: new Date().toISOString(),
          trxID,
          transactionStatus: status,
          amount: body.amount,
          currency: body.currency,
          receiverMSISDN: body.receiverMSISDN,
          merchantInvoiceNumber: invoice,
          b2cFee: '0.00',
        });
      }
      const search = /^\/checkout\/payment\/search\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && search) {
        const trx = byTrx.get(decodeURIComponent(search[1]!));
        if (!trx) return answer(200, { errorCode: '2117', errorMessage: 'Transaction not found' });
        // A pending disbursement completes by the time it is asked about.
        trx.status = 'Completed';
        return answer(200, {
          trxID: search[1],
          transactionStatus: trx.status,
          merchantInvoiceNumber: trx.invoice,
        });
      }
      return answer(404, { errorCode: '404', errorMessage: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.2.0-beta`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
