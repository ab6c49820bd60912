import {
  ACCOUNT_TYPES,
  EMAIL_MAX_LENGTH,
  isMediaUrl,
  NAME_MAX_LENGTH,
  type Role,
} from '@best-bikes/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import { newId } from '../../lib/ids';
import { passwordProblem } from './password-policy';

export interface AuthHooks {
  /** Sends the password-reset mail; wired by the mail module. */
  sendResetPassword?: (args: { email: string; name: string; url: string }) => Promise<void>;
  /** better-auth's own messages go to the app's log (else they are printed to the console). */
  log?: FastifyBaseLogger;
}

/** The provider id of the generic OpenID Connect login (`/api/auth/callback/oidc`). */
export const OIDC_PROVIDER_ID = 'oidc';

/** Our cookies' names start with it: `bb.session_token` (`__Secure-bb.…` behind HTTPS). */
export const COOKIE_PREFIX = 'bb';

/** The only endpoint through which a new account may choose its role (Buyer or Seller). */
const EMAIL_SIGN_UP_PATH = '/sign-up/email';

/**
 * better-auth owns passwords, sessions and external accounts. Our `user` table is its user model,
 * extended with SPEC's role, the seller's verification and deactivation.
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
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await hooks.sendResetPassword?.({ email: u.email, name: u.name, url });
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'Buyer', input: true },
        sellerVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
        deactivatedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // E-mail sign-up may choose Buyer or Seller only (DESIGN §5.3); accounts made any other way
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
            return { data: { ...data, email: data.email.toLowerCase(), role, image: ownImage(data.image) } };
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
    hooks: { before: createAuthMiddleware(async (ctx) => checkAccountInput(ctx.path, ctx.body)) },
    plugins: oidc ? [bearer(), oidc] : [bearer()],
  });
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
 * (issue 18.5: sign-up took a 900 KB name), and a new password must not be one of the first an
 * attacker would try (18.6). Runs before better-auth reads the body, so nothing is hashed or stored.
 */
export function checkAccountInput(path: string, body: unknown): void {
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
  if (typeof fields.email === 'string' && fields.email.length > EMAIL_MAX_LENGTH) {
    refuse(`Email must be ${EMAIL_MAX_LENGTH} characters or fewer.`);
  }
  const passwordField = PASSWORD_FIELD[path];
  const password = passwordField ? fields[passwordField] : undefined;
  if (typeof password === 'string' && password.length >= 8 && password.length <= 128) {
    const mine = [fields.email, fields.name].filter((v): v is string => typeof v === 'string');
    const problem = passwordProblem(password, mine);
    if (problem) refuse(problem);
  }
}

/**
 * Photos are our own uploads: the Content-Security-Policy shows images from this origin only, so an
 * external provider's avatar URL would be a broken image (and a tracker) on every page.
 */
function ownImage(image: unknown): string | null {
  return typeof image === 'string' && isMediaUrl(image) ? image : null;
}

export type Auth = ReturnType<typeof createAuth>;
