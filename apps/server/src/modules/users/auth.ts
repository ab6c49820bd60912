import {
  ACCOUNT_TYPES,
  BD_MOBILE_MESSAGE,
  BD_MOBILE_PATTERN,
  EMAIL_MAX_LENGTH,
  isMediaUrl,
  LOCALES,
  type Locale,
  NAME_MAX_LENGTH,
  normaliseBdMobile,
  type Role,
} from '@best-bikes/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { bearer, emailOTP, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { AuthHooks } from './auth-hooks';
import { passwordProblem } from './password-policy';
import { CODE_MINUTES } from './sign-up-mails';

/** The provider id of the generic OpenID Connect login (`/api/auth/callback/oidc`). */
const OIDC_PROVIDER_ID = 'oidc';

/** Our cookies' names start with it: `bb.session_token` (`__Secure-bb.…` behind HTTPS). */
export const COOKIE_PREFIX = 'bb';

/** The only endpoint through which a new account may choose its role (Buyer or Seller). */
const EMAIL_SIGN_UP_PATH = '/sign-up/email';

/** Proves a new account's address with the mailed code and opens its session (ADR 0083). */
const VERIFY_EMAIL_PATH = '/email-otp/verify-email';
/** Mails a new code to an account that has not proven its address yet. */
const SEND_CODE_PATH = '/email-otp/send-verification-otp';

/** Asks for a password-reset mail (better-auth's endpoint). */
const RESET_REQUEST_PATH = '/request-password-reset';

/**
 * An address no account can have (`.invalid` is reserved): what the code check and the reset request
 * run on in place of an address whose answer must not differ from an unknown one's (ADR 0121).
 */
const NO_ACCOUNT_ADDRESS = 'no-account@address.invalid';

/** Where the emailOTP plugin keeps an address's sign-up code (`verification.identifier`). */
const codeIdentifier = (email: string) => `email-verification-otp-${email.toLowerCase()}`;

/** Wrong attempts a sign-up code allows before it stops working. */
const CODE_ATTEMPTS = 3;

/**
 * Every way a code can fail answers the same: which one it was (no code, expired, used up) would
 * tell whether a sign-up for the address made an account, i.e. whether it had one before.
 */
const CODE_REFUSED = { code: 'INVALID_OTP', message: 'The code is wrong or has expired.' } as const;
const CODE_FAILURES = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS', 'USER_NOT_FOUND']);

/**
 * The emailOTP plugin's other endpoints (password-less sign-in, which would also make accounts;
 * resets and e-mail changes that skip our password rules) and better-auth's link verification are
 * not part of this app.
 */
const DISABLED_PATHS = [
  '/sign-in/email-otp',
  '/forget-password/email-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/email-otp/check-verification-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  '/verify-email',
  '/send-verification-email',
];

/**
 * better-auth owns passwords, sessions and external accounts. Our `user` table is its user model,
 * extended with product.md's role, the seller's verification and deactivation.
 */
export function createAuth(config: Config, db: Database, hooks: AuthHooks = {}) {
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              name: config.OIDC_NAME,
              discoveryUrl: `${config.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
              clientId: config.OIDC_CLIENT_ID,
              clientSecret: config.OIDC_CLIENT_SECRET,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        })
      : undefined;

  /** True when the address belongs to an account that has proven it (codes are for the others). */
  const verifiedAddress = async (email: string) => {
    const [row] = await db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
    return row?.emailVerified === true;
  };

  /** True (and the code is deleted) when the address's code has had all its wrong attempts. */
  const codeUsedUp = async (email: string) => {
    const identifier = codeIdentifier(email);
    const rows = await db
      .select({ value: verification.value })
      .from(verification)
      .where(eq(verification.identifier, identifier));
    const usedUp = rows.some((r) => Number(r.value.slice(r.value.lastIndexOf(':') + 1)) >= CODE_ATTEMPTS);
    if (usedUp) await db.delete(verification).where(eq(verification.identifier, identifier));
    return usedUp;
  };

  /** The requests for a new code that queued one (the others queue a job that mails nothing, ADR 0250). */
  const codesQueued = new WeakSet<Request>();

  /** The address of each reset request being answered, until it is queued (ADR 0121). */
  const resetsAsked = new WeakMap<Request, string>();

  const dropCodes = async (email: string) => {
    await db.delete(verification).where(eq(verification.identifier, codeIdentifier(email)));
  };

  return betterAuth({
    appName: 'Best Bikes',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    logger: hooks.log
      ? {
          level: 'info',
          log: (level, message, ...args) => hooks.log?.[level]({ args }, `better-auth: ${message}`),
        }
      : undefined,
    // Fastify applies the per-address limit (it knows the real client address behind TRUST_PROXY).
    rateLimit: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth turns its origin and redirect checks off when NODE_ENV is 'test'; the tests must
      // see what production does.
      disableOriginCheck: false,
      database: { generateId: () => newId() },
    },
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
        : {},
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A new account signs in only once its address is proven with the mailed code (ADR 0083). This
      // also makes a sign-up with a known address answer like a new one (a made-up user, no session)
      // and tell the owner instead.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user: u }) => {
        await hooks.sendExistingAccountNotice?.({ email: u.email, name: u.name });
      },
      // The made-up answer for a known address shows what a real sign-up would have stored.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        image: ownImage(coreFields.image),
        sellerVerified: false,
        deactivatedAt: null,
        id,
      }),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await hooks.sendResetPassword?.({ email: u.email, name: u.name, url });
      },
    },
    // An external account never joins an existing account with the same e-mail (ADR 0016). This was
    // implied while password accounts were never verified; now they are (ADR 0083), so it is said.
    account: { accountLinking: { disableImplicitLinking: true } },
    emailVerification: {
      // An unverified account signing in with the right password gets a new code (and a 403).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'Buyer', input: true },
        sellerVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
        deactivatedAt: { type: 'date', required: false, input: false },
        // The language of the account's mails (ADR 0095): sign-up may say it, else the UI's `lang` cookie
        // decides (in the create hook below). No default here: it would hide that neither was sent.
        locale: { type: 'string', required: false, input: true },
        // An optional mobile number (01XXXXXXXXX), asked at sign-up so a buyer's booking and buy forms
        // come filled in; checked and stored in one form by the before hook (mobileInput).
        mobile: { type: 'string', required: false, input: true },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // E-mail sign-up may choose Buyer or Seller only (docs/product.md#deviation-3); accounts made any other way
          // (Google, OpenID Connect) are Buyers whatever they ask for.
          before: async (data, ctx) => {
            const asked = (data as { role?: unknown }).role;
            let role: Role = 'Buyer';
            if (ctx?.path === EMAIL_SIGN_UP_PATH && asked !== undefined) {
              if (!ACCOUNT_TYPES.includes(asked as (typeof ACCOUNT_TYPES)[number])) {
                throw new APIError('BAD_REQUEST', { message: 'Account type must be Buyer or Seller' });
              }
              role = asked as Role;
            }
            const locale = signUpLocale((data as { locale?: unknown }).locale, ctx?.headers?.get('cookie'));
            return {
              data: {
                ...data,
                email: data.email.toLowerCase(),
                role,
                locale,
                image: ownImage(data.image),
                // An empty field is no number.
                mobile: (data as { mobile?: unknown }).mobile || null,
              },
            };
          },
        },
        update: {
          // better-auth's /update-user accepts every input field, and role is one (sign-up needs it):
          // a role is granted by an Admin through our own API, never by the account itself.
          before: async (data, ctx) => {
            if (!ctx) return;
            if ('role' in data && data.role !== undefined) {
              throw new APIError('FORBIDDEN', { message: 'Only an Admin can change a role.' });
            }
            const locale = (data as { locale?: unknown }).locale;
            if (locale !== undefined && !LOCALES.includes(locale as Locale)) {
              throw new APIError('BAD_REQUEST', { message: LOCALE_REFUSED });
            }
            if (typeof data.image === 'string' && !isMediaUrl(data.image)) {
              throw new APIError('BAD_REQUEST', { message: 'The photo must be an image uploaded here.' });
            }
          },
        },
      },
      session: {
        create: {
          // A deactivated account can no longer sign in, by any method.
          before: async (s) => {
            const [row] = await db
              .select({ deactivatedAt: user.deactivatedAt })
              .from(user)
              .where(eq(user.id, s.userId));
            if (!row || row.deactivatedAt) {
              throw new APIError('FORBIDDEN', { message: 'This account has been deactivated.' });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await checkAccountInput(ctx.path, ctx.body);
        const mobile = mobileInput(ctx.path, ctx.body);
        if (mobile) return { context: { body: { ...(ctx.body as Record<string, unknown>), ...mobile } } };
        if (ctx.path === EMAIL_SIGN_UP_PATH && ctx.body && typeof ctx.body === 'object') {
          // Decided before the account is made or faked: the made-up answer for a known address must
          // show the language a real sign-up would have stored.
          const body = ctx.body as Record<string, unknown>;
          const locale = signUpLocale(body.locale, ctx.headers?.get('cookie'));
          return { context: { body: { ...body, locale } } };
        }
        if (ctx.path === SEND_CODE_PATH) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') {
            // The address's mails of the hour are spent: answered as sent, and its last code
            // still works (a new one would replace it unmailed).
            if (await hooks.mailsSpent?.(email)) return ctx.json({ success: true });
            // A new code replaces the address's earlier ones, used up or not: the plugin adds a row
            // beside them, and a used-up one left there would refuse the new code once.
            await dropCodes(email);
          }
        }
        if (ctx.path === VERIFY_EMAIL_PATH) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') {
            // The same work for every address (ADR 0121): both reads always run, and a proven
            // account's check goes on for an address that has no code, so that its answer takes as
            // long as an unknown address's. Its codes never open a session.
            const proven = await verifiedAddress(email);
            // A used-up code: the plugin would answer 403 (its status cannot be changed after it),
            // while an address with no code answers 400. Refused here the same way, and dropped.
            if (await codeUsedUp(email)) throw new APIError('BAD_REQUEST', CODE_REFUSED);
            if (proven) {
              return { context: { body: { ...(ctx.body as object), email: NO_ACCOUNT_ADDRESS } } };
            }
          }
        }
        if (ctx.path === RESET_REQUEST_PATH && ctx.request && hooks.deferPasswordReset) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          // Answered before any account is looked up (ADR 0121): the endpoint checks the request as
          // ever, on an address no account has, and the reset itself runs in the job queue.
          if (typeof email === 'string' && z.email().safeParse(email).success) {
            resetsAsked.set(ctx.request, email);
            return { context: { body: { ...(ctx.body as object), email: NO_ACCOUNT_ADDRESS } } };
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SEND_CODE_PATH && ctx.request) {
          // One job for every request the endpoint accepted, whether or not an account has the
          // address and whether or not it got a code (ADR 0250): the same work in each case.
          const queued = codesQueued.has(ctx.request);
          codesQueued.delete(ctx.request);
          if (!queued && !isAPIError(ctx.context.returned)) await hooks.queueNoMail?.();
          return;
        }
        if (ctx.path === RESET_REQUEST_PATH && ctx.request) {
          const email = resetsAsked.get(ctx.request);
          resetsAsked.delete(ctx.request);
          if (email && !isAPIError(ctx.context.returned)) await hooks.deferPasswordReset?.(email);
          return;
        }
        if (ctx.path !== VERIFY_EMAIL_PATH) return;
        const returned = ctx.context.returned;
        const code = isAPIError(returned)
          ? (returned.body as { code?: string } | undefined)?.code
          : undefined;
        if (code && CODE_FAILURES.has(code)) throw new APIError('BAD_REQUEST', CODE_REFUSED);
      }),
    },
    plugins: [
      bearer(),
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_MINUTES * 60,
        allowedAttempts: CODE_ATTEMPTS,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          // Only sign-up codes exist here; an account that proved its address gets none (a stranger
          // asking for a code must not be able to fill its owner's inbox).
          if (type !== 'email-verification' || (await verifiedAddress(email))) return;
          const queued = await hooks.sendSignUpCode?.({ email, code: otp });
          if (queued && ctx?.request) codesQueued.add(ctx.request);
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
  });
}

/**
 * The mobile number of a sign-up or profile update in its one stored form (01XXXXXXXXX; spaces,
 * dashes and +880 dropped), or null for an empty field; refuses anything else. Undefined when the body
 * says nothing of it.
 */
function mobileInput(path: string, body: unknown): { mobile: string | null } | undefined {
  if (!NAMED.has(path) || !body || typeof body !== 'object' || !('mobile' in body)) return undefined;
  const given = (body as { mobile?: unknown }).mobile;
  if (given === undefined) return undefined;
  if (given === null || (typeof given === 'string' && given.trim() === '')) return { mobile: null };
  const mobile = typeof given === 'string' ? normaliseBdMobile(given) : '';
  if (!BD_MOBILE_PATTERN.test(mobile)) throw new APIError('BAD_REQUEST', { message: BD_MOBILE_MESSAGE });
  return { mobile };
}

/** better-auth's endpoints that take text a person types, and the fields of it. */
const PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};
const NAMED = new Set(['/sign-up/email', '/update-user']);

/**
 * The limits our own routes put on a name and an e-mail address hold through better-auth too
 * (docs/product.md#hardening: sign-up took a 900 KB name), and a new password must not be one of the first an
 * attacker would try (18.6). Runs before better-auth reads the body, so nothing is hashed or stored.
 */
async function checkAccountInput(path: string, body: unknown): Promise<void> {
  if (!body || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  const refuse = (message: string) => {
    throw new APIError('BAD_REQUEST', { message });
  };
  if (NAMED.has(path) && fields.name !== undefined) {
    if (typeof fields.name !== 'string') refuse('Name must be text.');
    const name = (fields.name as string).trim();
    if (name === '' && path === '/sign-up/email') refuse('Name is Required');
    if (name.length > NAME_MAX_LENGTH) refuse(`Name must be ${NAME_MAX_LENGTH} characters or fewer.`);
  }
  // Checked here, not only when the account is stored: a sign-up with a known address stores nothing,
  // and must still refuse what a new one would (else the answer tells the two apart).
  if (path === EMAIL_SIGN_UP_PATH && fields.role !== undefined) {
    if (!ACCOUNT_TYPES.includes(fields.role as (typeof ACCOUNT_TYPES)[number])) {
      refuse('Account type must be Buyer or Seller');
    }
  }
  if (
    path === EMAIL_SIGN_UP_PATH &&
    fields.locale !== undefined &&
    !LOCALES.includes(fields.locale as Locale)
  ) {
    refuse(LOCALE_REFUSED);
  }
  if (path === SEND_CODE_PATH && fields.type !== 'email-verification') refuse('Unknown code type.');
  if (typeof fields.email === 'string' && fields.email.length > EMAIL_MAX_LENGTH) {
    refuse(`Email must be ${EMAIL_MAX_LENGTH} characters or fewer.`);
  }
  const passwordField = PASSWORD_FIELD[path];
  const password = passwordField ? fields[passwordField] : undefined;
  if (typeof password === 'string' && password.length >= 8 && password.length <= 128) {
    const mine = [fields.email, fields.name].filter((v): v is string => typeof v === 'string');
    const problem = await passwordProblem(password, mine);
    if (problem) refuse(problem);
  }
}

const LOCALE_REFUSED = `Language must be one of: ${LOCALES.join(', ')}`;

/** A new account's language: the one sign-up sent, else the UI's `lang` cookie, else English. */
function signUpLocale(sent: unknown, cookieHeader: string | null | undefined): Locale {
  if (LOCALES.includes(sent as Locale)) return sent as Locale;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return LOCALES.includes(cookie as Locale) ? (cookie as Locale) : 'en';
}

/**
 * Photos are our own uploads: the Content-Security-Policy shows images from this origin only, so an
 * external provider's avatar URL would be a broken image (and a tracker) on every page.
 */
function ownImage(image: unknown): string | null {
  return typeof image === 'string' && isMediaUrl(image) ? image : null;
}

export type Auth = ReturnType<typeof createAuth>;
