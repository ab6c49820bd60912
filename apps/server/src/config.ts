import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Every environment variable the server reads, checked once at start.
 * README's table lists the same names; keep the two in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    BASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(z.string().url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(25),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // A job an instance took and never finished (the process was killed) is handed to another after
    // this long (ADR 0241); the queue's maintenance looks for such jobs at least this often.
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // A refund or a bKash payout the provider has not confirmed yet is asked about again after this
    // long, for a day (ADR 0142, 0161, 0241).
    PROVIDER_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    WEB_DIST: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: bool(true),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) => {
        if (v === undefined || v === '' || v === 'false') return false;
        if (v === 'true') return true;
        const hops = Number(v);
        return Number.isInteger(hops) ? hops : v;
      }),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    ADMIN_EMAIL: optionalText.pipe(z.string().email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SMTP_URL: optionalText.pipe(z.string().url().optional()),
    MAIL_FROM: z.string().default('Best Bikes <no-reply@bestbikes.example>'),
    SHOP_INBOX: z.string().email().default('hello@bestbikes.example'),
    // Phone codes by SMS through BulkSMSBD (ADR 0320): the key and the approved sender id go
    // together; without them texts are written to DATA_DIR/sms.
    BULKSMSBD_API_KEY: optionalText,
    BULKSMSBD_SENDER_ID: optionalText,
    BULKSMSBD_API_URL: z.string().url().default('https://bulksmsbd.net/api/smsapi'),
    // Whether posting a bike and a first message need a proven number until an admin sets it
    // (docs/product.md#proven-phone-numbers): on in production, off otherwise.
    PHONE_PROOF_REQUIRED: z.enum(['true', 'false']).optional(),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: optionalText.pipe(z.string().url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: z.string().default('Single sign-on'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    SSLCOMMERZ_STORE_ID: optionalText,
    SSLCOMMERZ_PASSWORD: optionalText,
    SSLCOMMERZ_LIVE: bool(false),
    // Another address for the providers' APIs (stripe-mock, a local fake in tests, a proxy).
    STRIPE_API_URL: optionalText.pipe(z.string().url().optional()),
    SSLCOMMERZ_API_URL: optionalText.pipe(z.string().url().optional()),
    ALLOW_SANDBOX_PAYMENTS: bool(false),
    USD_BDT_RATE: z.coerce.number().positive().default(122),
    BOOKING_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(48),
    MAX_ACTIVE_BOOKINGS: z.coerce.number().int().min(1).max(100).default(5),
    REDIS_URL: optionalText.pipe(z.string().url().optional()),
    REDIS_KEY_PREFIX: z.string().default('bb:'),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
    WEB_CONCURRENCY: optionalText
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().int().min(1).max(256).optional()),
    /** Opens GET /api/metrics to `Authorization: Bearer <token>` (ADR 0123); else local network only. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    CHECKOUT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    // The deal after a payment (ADR 0140): the seller's days to hand over, the buyer's hours to
    // inspect and the shop's commission.
    HANDOVER_DAYS: z.coerce.number().positive().max(60).default(7),
    INSPECTION_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(48),
    COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(0),
    // The share of the price a buyer may pay online as a deposit, the rest to the seller at the
    // handover (ADR 0240): whole percent, 1–90; 0 offers no deposit.
    DEPOSIT_PERCENT: z.coerce.number().int().min(0).max(90).default(10),
    // Seller payouts through bKash's disbursement (B2C) API (ADR 0161): all four, or none (then
    // payouts go through the manual bank batch only). The API's address: bKash's sandbox unless set.
    BKASH_PAYOUT_APP_KEY: optionalText,
    BKASH_PAYOUT_APP_SECRET: optionalText,
    BKASH_PAYOUT_USERNAME: optionalText,
    BKASH_PAYOUT_PASSWORD: optionalText,
    BKASH_PAYOUT_API_URL: z.string().url().default('https://checkout.sandbox.bka.sh/v1.2.0-beta'),
  })
  .superRefine((env, ctx) => {
    if (
      env.SHUTDOWN_DRAIN_SECONDS !== undefined &&
      env.SHUTDOWN_DRAIN_SECONDS >= env.SHUTDOWN_GRACE_SECONDS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DRAIN_SECONDS'],
        message: 'must be shorter than SHUTDOWN_GRACE_SECONDS (requests in flight need time to finish)',
      });
    }
    const pairs: [keyof typeof env, keyof typeof env][] = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
      ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_PASSWORD'],
      ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
      ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      ['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'],
    ];
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[a] ? b : a],
          message: `is required when ${env[a] ? a : b} is set`,
        });
      }
    }
    const bkash = [
      env.BKASH_PAYOUT_APP_KEY,
      env.BKASH_PAYOUT_APP_SECRET,
      env.BKASH_PAYOUT_USERNAME,
      env.BKASH_PAYOUT_PASSWORD,
    ].filter(Boolean).length;
    if (bkash !== 0 && bkash !== 4) {
      ctx.addIssue({
        code: 'custom',
        path: ['BKASH_PAYOUT_APP_KEY'],
        message:
          'BKASH_PAYOUT_APP_KEY, BKASH_PAYOUT_APP_SECRET, BKASH_PAYOUT_USERNAME and BKASH_PAYOUT_PASSWORD go together',
      });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const) {
      if (env[name] && !env.S3_BUCKET) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${name} is set` });
      }
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    // The built-in card processor and checkout gateway take no money: a shop that forgot its keys
    // would hand over bikes for nothing. A demo in production mode says so explicitly.
    if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
      const sandbox = 'takes no real money (set ALLOW_SANDBOX_PAYMENTS=true only for a demo)';
      if (!env.STRIPE_SECRET_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message: `is required in production: without it cards go to the built-in test processor, which ${sandbox}`,
        });
      }
      if (!env.SSLCOMMERZ_STORE_ID) {
        ctx.addIssue({
          code: 'custom',
          path: ['SSLCOMMERZ_STORE_ID'],
          message: `is required in production: without it checkout goes to the built-in sandbox gateway, which ${sandbox}`,
        });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'SHUTDOWN_DRAIN_SECONDS' | 'PHONE_PROOF_REQUIRED'> & {
  /** PHONE_PROOF_REQUIRED, else true in production: the default an admin's setting overrides. */
  PHONE_PROOF_REQUIRED: boolean;
  /**
   * After SIGTERM, how long the process keeps serving while /api/health answers 503 (ADR 0126):
   * SHUTDOWN_DRAIN_SECONDS, else 5 s in production (a proxy's health check notices) and none otherwise.
   */
  SHUTDOWN_DRAIN_SECONDS: number;
  baseUrl: string;
  dataDir: string;
  authSecret: string;
  webDist: string;
  /**
   * Server processes to run (node:cluster workers): WEB_CONCURRENCY, else every CPU in production and
   * one otherwise. Always 1 on PGlite, which one process owns (`workersNote` says why when asked for more).
   */
  workers: number;
  workersNote?: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const wanted = env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1);
  const workers = env.DATABASE_URL ? wanted : 1;
  return {
    ...env,
    SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0),
    PHONE_PROOF_REQUIRED: env.PHONE_PROOF_REQUIRED
      ? env.PHONE_PROOF_REQUIRED === 'true'
      : env.NODE_ENV === 'production',
    workers,
    workersNote:
      wanted > workers
        ? `PGlite is one process: starting 1 worker, not ${wanted} (set DATABASE_URL to PostgreSQL to use more)`
        : undefined,
    dataDir,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET ?? localSecret(dataDir),
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in DATA_DIR,
 * so sessions survive restarts and no secret ever sits in the repository.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
