import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of BulkSMSBD's HTTP API as its documentation describes it (ADR 0320): `/api/smsapi`
 * takes api_key, type, number (880…), senderid and message as query or form fields, and answers JSON
 * with `response_code` 202 and a `message_id`, or an error code (1001 invalid number, 1002 sender id,
 * 1003 missing fields, 1007 balance, 1032 a key it does not know).
 */
export interface FakeBulkSmsBd {
  url: string;
  /** Messages it accepted, in order. */
  sent: { number: string; message: string; senderid: string; type: string }[];
  /** What the next call answers instead: an error code, or an HTTP 500. */
  next: number | 'error500' | null;
  calls: number;
  close(): Promise<void>;
}

export async function startFakeBulkSmsBd(
  apiKey = 'test-api-key',
  senderId = '8809617000000',
): Promise<FakeBulkSmsBd> {
  let serial = 1000;
  const fake: FakeBulkSmsBd = { url: '', sent: [], next: null, calls: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      fake.calls += 1;
      const url = new URL(req.url ?? '/', 'http://fake');
      const fields = new URLSearchParams(req.method === 'POST' ? data : url.search);
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const refuse = (code: number, text: string) =>
        answer(200, { response_code: code, success_message: '', error_message: text });
      if (url.pathname !== '/api/smsapi') return answer(404, { error: 'not found' });
      const next = fake.next;
      fake.next = null;
      if (next === 'error500') return answer(500, { error: 'internal' });
      if (typeof next === 'number') return refuse(next, 'refused by the test');
      const [key, type, number, sender, message] = ['api_key', 'type', 'number', 'senderid', 'message'].map(
        (f) => fields.get(f) ?? '',
      );
      if (!key || !number || !sender || !message || !type) return refuse(1003, 'Please Required all fields');
      if (key !== apiKey) return refuse(1032, 'IP Not whitelisted');
      if (sender !== senderId) return refuse(1002, 'Sender Id not correct');
      if (!/^8801[3-9]\d{8}$/.test(number)) return refuse(1001, 'Invalid Number');
      fake.sent.push({ number, message, senderid: sender, type });
      serial += 1;
      answer(200, {
        response_code: 202,
        message_id: serial,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/smsapi`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
