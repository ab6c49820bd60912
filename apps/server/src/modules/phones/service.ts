import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type MyPhone,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_MINUTES,
  PHONE_MESSAGES,
  type VerificationSettings,
} from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, Invalid, TooManyRequests } from '../../lib/errors';
import type { RateCounter } from '../../lib/rate-counter';
import { sealer } from '../../lib/seal';
import { maskedPhone, SmsRefused, type SmsSender } from '../../lib/sms';
import type { Caller } from '../../plugins/access';
import type { JobQueue } from '../notifications';
import type { PhonesRepository } from './repository';

/** The job queue the code texts wait in (created with the others, app.ts). */
export const PHONE_CODE_QUEUE = 'phone-code';

/** Codes texted to one number, and asked for from one address, in an hour (ADR 0320). */
export const CODES_PER_NUMBER = 3;
export const CODES_PER_ADDRESS = 10;
const HOUR_MS = 60 * 60 * 1000;

/** A job of the queue: who and which code row it texts; the text itself sealed (it holds the code). */
interface PhoneCodeJob {
  id: string;
  userId: string;
  sms: string;
}

export function createPhonesService({
  repo,
  secret,
  counter,
  sms,
  log,
  now,
  requiredByDefault,
}: {
  repo: PhonesRepository;
  secret: string;
  counter: RateCounter;
  sms: SmsSender;
  log: FastifyBaseLogger;
  now: () => Date;
  requiredByDefault: boolean;
}) {
  const sealed = sealer(secret, 'phone-code');
  let queue: JobQueue | undefined;

  /** The code's HMAC, bound to the account and the number: a code proves nothing anywhere else. */
  const hashOf = (userId: string, phone: string, code: string) =>
    createHmac('sha256', secret).update(`phone-code:${userId}:${phone}:${code}`).digest('base64url');
  /** Redis keys name a number by its hash: numbers are not written there. */
  const numberKey = (phone: string) =>
    `sms:n:${createHmac('sha256', secret).update(phone).digest('hex').slice(0, 32)}`;

  async function phoneRequired(): Promise<boolean> {
    return (await repo.phoneRequired()) ?? requiredByDefault;
  }

  return {
    attach(jobs: JobQueue) {
      queue = jobs;
    },

    async mine(caller: Caller): Promise<MyPhone> {
      const [proof, code, required] = await Promise.all([
        repo.proofOf(caller.id),
        repo.codeOf(caller.id),
        phoneRequired(),
      ]);
      const live = code && code.expiresAt > now() && code.attemptsLeft > 0 ? code : null;
      return {
        phone: proof?.phone ?? null,
        proven_at: proof?.provenAt.toISOString() ?? null,
        pending: live ? { phone: live.phone, expires_at: live.expiresAt.toISOString() } : null,
        required,
      };
    },

    /** Texts a new 6-digit code to `phone` for the caller to prove it. */
    async sendCode(caller: Caller, phone: string, address: string): Promise<MyPhone> {
      const owner = await repo.ownerOf(phone);
      if (owner && owner !== caller.id) throw new Conflict(PHONE_MESSAGES.takenNumber);
      // Both limits count in the shared counter (Redis with REDIS_URL), so instances share them.
      const [byNumber, byAddress] = await Promise.all([
        counter.hit(numberKey(phone), HOUR_MS),
        counter.hit(`sms:a:${address}`, HOUR_MS),
      ]);
      if (byNumber.current > CODES_PER_NUMBER || byAddress.current > CODES_PER_ADDRESS) {
        throw new TooManyRequests(PHONE_MESSAGES.tooManyCodes);
      }
      if (!queue) throw new Error('the job queue is not attached yet');
      const jobs = queue;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = randomUUID();
      const expiresAt = new Date(now().getTime() + PHONE_CODE_MINUTES * 60_000);
      await repo.transaction(async (tx, handle) => {
        await tx.putCode({
          userId: caller.id,
          phone,
          codeHash: hashOf(caller.id, phone, code),
          expiresAt,
          attemptsLeft: PHONE_CODE_ATTEMPTS,
          jobId: id,
        });
        const job: PhoneCodeJob = {
          id,
          userId: caller.id,
          sms: sealed.seal({ to: phone, text: smsText(code), expiresAt: expiresAt.getTime() }),
        };
        await jobs.enqueue(handle, PHONE_CODE_QUEUE, job);
      });
      jobs.nudge(PHONE_CODE_QUEUE);
      log.info({ user: caller.id, to: maskedPhone(phone) }, 'phone code queued');
      return {
        ...(await this.mine(caller)),
        pending: { phone, expires_at: expiresAt.toISOString() },
      };
    },

    /** Proves the pending number with its code. */
    async verify(caller: Caller, code: string): Promise<MyPhone> {
      const row = await repo.spendTry(caller.id, now());
      if (!row) throw new Invalid(PHONE_MESSAGES.noCode);
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hashOf(caller.id, row.phone, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new Invalid(row.attemptsLeft > 0 ? PHONE_MESSAGES.wrongCode : PHONE_MESSAGES.noCode);
      }
      try {
        await repo.transaction(async (tx) => {
          await tx.prove(caller.id, row.phone, now());
          await tx.dropCode(caller.id);
        });
      } catch (err) {
        if (isUniqueViolation(err, 'phone_proofs_phone_unique')) {
          throw new Conflict(PHONE_MESSAGES.takenNumber);
        }
        throw err;
      }
      log.info({ user: caller.id, to: maskedPhone(row.phone) }, 'phone number proven');
      return this.mine(caller);
    },

    /** The job: texts the code once (the row's job id is its idempotency key). */
    async job(data: unknown): Promise<void> {
      const { id, userId, sms: sealedSms } = data as PhoneCodeJob;
      let message: { to: string; text: string; expiresAt: number };
      try {
        message = sealed.open(sealedSms) as typeof message;
      } catch (err) {
        log.error({ err, job: id }, 'a phone code could not be opened (AUTH_SECRET changed?): not sent');
        return;
      }
      const row = await repo.codeOf(userId);
      if (!row || row.jobId !== id || row.sentAt || message.expiresAt <= now().getTime()) return;
      try {
        await sms.send({ id, to: message.to, text: message.text });
      } catch (err) {
        if (err instanceof SmsRefused) {
          log.warn({ job: id, to: maskedPhone(message.to), reason: err.message }, 'phone code not sent');
          return;
        }
        throw err;
      }
      await repo.markSent(userId, id, now());
    },

    /** 403 unless the caller has a proven number, while the shop requires one. */
    async requireProven(userId: string, r: Pick<PhonesRepository, 'proofOf'> = repo): Promise<void> {
      if (!(await phoneRequired())) return;
      if (!(await r.proofOf(userId))) throw new Forbidden(PHONE_MESSAGES.needProvenPhone);
    },

    async settings(): Promise<VerificationSettings> {
      return { phone_required: await phoneRequired() };
    },

    async setSettings(settings: VerificationSettings): Promise<VerificationSettings> {
      await repo.setPhoneRequired(settings.phone_required);
      log.info({ phoneRequired: settings.phone_required }, 'verification settings changed');
      return this.settings();
    },
  };
}
export type PhonesService = ReturnType<typeof createPhonesService>;

/** The SMS: ASCII only, one 160-character segment, the code first so phones offer to copy it. */
export function smsText(code: string): string {
  return `${code} is your Best Bikes code. It expires in ${PHONE_CODE_MINUTES} minutes. Never share it: Best Bikes never asks for it.`;
}
