import { ACCOUNT_TYPES, type Role } from '@best-bikes/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import { newId } from '../../lib/ids';

export interface AuthHooks {
  /** Sends the password-reset mail; wired by the mail module. */
  sendResetPassword?: (args: { email: string; name: string; url: string }) => Promise<void>;
}

/**
 * better-auth owns passwords, sessions and external accounts. Our `user` table is its user model,
 * extended with SPEC's role, the seller's verification and deactivation.
 */
export function createAuth(config: Config, db: Database, hooks: AuthHooks = {}) {
  return betterAuth({
    appName: 'Best Bikes',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Fastify applies the per-address limit (it knows the real client address behind TRUST_PROXY).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'bb',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      database: { generateId: () => newId() },
    },
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
          // Sign-up may choose Buyer or Seller only (DESIGN §5.3); external accounts become Buyers.
          before: async (data) => {
            const role = (data as { role?: unknown }).role ?? 'Buyer';
            if (!ACCOUNT_TYPES.includes(role as (typeof ACCOUNT_TYPES)[number])) {
              throw new APIError('BAD_REQUEST', { message: 'Account type must be Buyer or Seller' });
            }
            return { data: { ...data, email: data.email.toLowerCase(), role } };
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
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The signed-in caller as routes and services see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  sellerVerified: boolean;
}
