import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** One text message to a Bangladeshi mobile number (stored form 01XXXXXXXXX). */
export interface SmsMessage {
  to: string;
  text: string;
  /** The job's idempotency key: the outbox file's name; the provider is asked once per key (ADR 0320). */
  id: string;
}

/** Thrown for an answer no retry will change (an invalid number): the job ends without a text. */
export class SmsRefused extends Error {}

/** How modules send SMS (phone codes): a file outbox by default, BulkSMSBD with its key. */
export interface SmsSender {
  readonly mode: 'outbox' | 'bulksmsbd';
  /** Resolves once the provider accepted the message (or it is written); throws to be retried. */
  send(message: SmsMessage): Promise<void>;
}

export function smsOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'sms');
}

/** The number as a log may show it: the operator prefix and the last two digits. */
export function maskedPhone(phone: string): string {
  return phone.length > 5 ? `${phone.slice(0, 3)}******${phone.slice(-2)}` : '***';
}

/**
 * BulkSMSBD's HTTP API (ADR 0320): `POST {url}` with form fields api_key, type=text, number
 * (880…), senderid and message; it answers JSON whose `response_code` is 202 when the message was
 * submitted. 1001 is an invalid number (never retried); any other code, an HTTP error or no answer
 * is retried by the job queue. Written from the provider's published documentation.
 */
async function sendBulkSmsBd(
  config: { BULKSMSBD_API_KEY: string; BULKSMSBD_SENDER_ID: string; BULKSMSBD_API_URL: string },
  message: SmsMessage,
): Promise<{ messageId: string }> {
  const body = new URLSearchParams({
    api_key: config.BULKSMSBD_API_KEY,
    type: 'text',
    number: `88${message.to}`,
    senderid: config.BULKSMSBD_SENDER_ID,
    message: message.text,
  });
  const res = await fetch(config.BULKSMSBD_API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`BulkSMSBD answered HTTP ${res.status}`);
  const answer = (await res.json().catch(() => null)) as {
    response_code?: number | string;
    message_id?: number | string;
    error_message?: string;
  } | null;
  const code = Number(answer?.response_code);
  if (code === 202) return { messageId: String(answer?.message_id ?? '') };
  if (code === 1001) throw new SmsRefused('BulkSMSBD: invalid number (1001)');
  throw new Error(`BulkSMSBD refused the message: ${Number.isFinite(code) ? code : 'no response_code'}`);
}

/**
 * BulkSMSBD when BULKSMSBD_API_KEY is set; otherwise every message is written to DATA_DIR/sms as
 * `<id>.txt`, so a local install (and the end-to-end tests) read the code from a file. The text holds
 * a code: it is never logged, and the file is readable by the server's user only.
 */
export function createSmsSender(
  config: Pick<Config, 'dataDir' | 'BULKSMSBD_API_KEY' | 'BULKSMSBD_SENDER_ID' | 'BULKSMSBD_API_URL'>,
  log: FastifyBaseLogger,
): SmsSender {
  const { BULKSMSBD_API_KEY: apiKey, BULKSMSBD_SENDER_ID: senderId } = config;
  if (apiKey && senderId) {
    const provider = { ...config, BULKSMSBD_API_KEY: apiKey, BULKSMSBD_SENDER_ID: senderId };
    return {
      mode: 'bulksmsbd',
      async send(message) {
        const { messageId } = await sendBulkSmsBd(provider, message);
        log.info({ to: maskedPhone(message.to), job: message.id, messageId }, 'sms sent');
      },
    };
  }
  const dir = smsOutboxDir(config);
  return {
    mode: 'outbox',
    async send(message) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${message.id}.txt`);
      // The same name on every attempt: a job run twice leaves one file.
      writeFileSync(`${file}.tmp`, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
      log.info(
        { to: maskedPhone(message.to), file },
        'sms written to the outbox (BULKSMSBD_API_KEY is not set)',
      );
    },
  };
}
