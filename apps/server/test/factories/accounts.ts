import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Role } from '@best-bikes/contract';
import { hashPassword } from 'better-auth/crypto';
import type { Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { account, phoneProofs, session, user } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { COOKIE_PREFIX } from '../../src/modules/users/auth';

/**
 * Accounts and sessions as sign-up, the mailed code and sign-in would leave them, inserted directly
 * (ADR 0131): the integration tests' `createUser` and the end-to-end server's test controls (ADR 0193)
 * both make their users here. Sign-up and sign-in themselves are tested through the API and the forms.
 */

/** better-auth's default session lifetime (7 days), which sign-in would have given. */
const SESSION_SECONDS = 7 * 24 * 60 * 60;

/** Password hashes by password, made once per process: scrypt costs ~0.1 s of CPU a hash. */
const passwordHashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** better-auth's signed session token: `token.base64(HMAC-SHA256(secret, token))` (URL-encoded in the cookie). */
function signedToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

/** The session cookie's name: better-auth prefixes `__Secure-` on an https site. */
export function sessionCookieName(config: Pick<Config, 'baseUrl'>): string {
  return `${config.baseUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}

export interface AccountFields {
  role: Role;
  name: string;
  email: string;
  password: string;
  /** An admin-verified seller. */
  verified?: boolean;
  /** The language of the person's mails (the `lang` cookie at sign-up). */
  locale?: 'en' | 'bn';
  /** A proven mobile number (docs/product.md#proven-phone-numbers): a random one unless false. */
  phone?: string | false;
}

/** A random Bangladeshi mobile number in its stored form (01[3-9] and 8 digits). */
export function randomMobile(): string {
  return `01${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Inserts a user with a proven address and a password that signs in; answers the user's id. */
export async function insertAccount(db: DatabaseHandle['db'], fields: AccountFields): Promise<string> {
  const id = newId();
  await db.insert(user).values({
    id,
    name: fields.name,
    email: fields.email.toLowerCase(),
    emailVerified: true,
    role: fields.role,
    sellerVerified: fields.verified ?? false,
    locale: fields.locale ?? 'en',
  });
  await db.insert(account).values({
    id: newId(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await passwordHash(fields.password),
  });
  // People sign up and prove their number before they post or write: the factories' people have.
  if (fields.phone !== false) {
    await db
      .insert(phoneProofs)
      .values({ userId: id, phone: fields.phone ?? randomMobile(), provenAt: new Date() });
  }
  return id;
}

/** Opens a session for the user; answers the session cookie's (signed, not yet URL-encoded) value. */
export async function insertSession(
  db: DatabaseHandle['db'],
  config: Pick<Config, 'authSecret'>,
  userId: string,
  client: { ipAddress: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(session).values({
    id: newId(),
    token,
    userId,
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
    ...client,
  });
  return signedToken(token, config.authSecret);
}
