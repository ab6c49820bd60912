import { errorResponseSchema, type Role } from '@best-bikes/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { Forbidden, Unauthorized } from '../lib/errors';
import { reportCacheBytes, stringBytes } from '../lib/sizes';

/**
 * The session a request's cookie or bearer token names, as better-auth resolves it (`auth.api.getSession`,
 * handed in by the users module, which owns sign-in: this plugin does not import it, ADR 0136).
 */
export type ResolveSession = (headers: Headers) => Promise<{
  user: {
    id: string;
    name: string;
    email: string;
    image?: string | null;
    /** One of `Role` (better-auth types its additional fields loosely). */
    role?: string | null;
    sellerVerified?: boolean | null;
    deactivatedAt?: Date | null;
  };
  session: { expiresAt: Date | string };
} | null>;

/** Who is calling: the signed-in account as its session resolved it. Routes get it from `requireCaller`. */
export interface Caller {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  sellerVerified: boolean;
}

/** product.md's `?email=` calls are answered for the caller's own address only (docs/product.md#deviation-1). */
export function isOwnEmail(caller: Pick<Caller, 'email'>, email: string): boolean {
  return caller.email.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Who may call a route. Every /api route must declare one (checked when the route is added):
 * - 'public': anyone;
 * - 'signedIn': any signed-in, active account;
 * - a list of roles: a signed-in account with one of them.
 * Ownership ("only your own order") is checked by the service's policy, not here.
 */
type Access = 'public' | 'signedIn' | readonly Role[];

/** One /api route as registered, with the access it declared (read by the authorization matrix test). */
export interface RouteAccess {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * For a caller whose role the route refuses, a truer reason than the generic one, read from
     * the (parsed, not yet validated) request: a seller pressing Book Now on their own bike is told
     * "This is your own bike." Answers undefined to keep the generic refusal.
     */
    explainRefusal?: (request: FastifyRequest, caller: Caller) => Promise<string | undefined>;
    /**
     * The route changes accounts (a name, a photo, a role, a deactivation): once it has answered, this
     * process forgets every session it had resolved (ADR 0098). Writes by an Admin and better-auth's
     * own writes do so without saying.
     */
    changesAccounts?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order; one entry per method. */
    readonly routeTable: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** The caller, resolved from the session cookie or `Authorization: Bearer`; null when anonymous. */
    user: Caller | null;
    /** Resolves the caller on public routes that behave differently for signed-in users. */
    resolveUser(): Promise<Caller | null>;
  }
}

const resolved = Symbol('userResolved');
const refused = Symbol('roleRefused');

/**
 * The signed-in caller, on a route whose declared access already demanded a session (the access
 * check ran in onRequest); a 401 should a route that declares 'public' ever call it.
 */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

/** How long this process reuses a session it resolved (ADR 0098): the bound on a change made elsewhere. */
export const SESSION_REUSE_MS = 5_000;
/**
 * What the remembered sessions may hold (docs/performance.md#memory, ADR 0260): an entry is its key (the
 * cookie and Authorization headers, ~0.3 KB as a browser sends them) and the caller (~0.3 KB), so 4 MiB is
 * some 5,000 callers seen in the last five seconds; the least recently used go first.
 */
export const SESSION_REUSE_MAX_BYTES = 4 * 1024 * 1024;

/** An entry's bytes: the key, and the caller's strings. */
function sessionBytes(key: string, caller: Caller): number {
  return (
    stringBytes(key) +
    stringBytes(caller.id) +
    stringBytes(caller.name) +
    stringBytes(caller.email) +
    stringBytes(caller.image ?? '') +
    stringBytes(caller.role) +
    96
  );
}

/**
 * better-auth endpoints that only make new sessions or send mail: every other write under /api/auth
 * (sign-out, a changed password, an updated name or photo, revoked sessions) may end or change a
 * session this process remembers.
 */
const AUTH_WRITES_KEEPING_SESSIONS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/social',
  '/api/auth/email-otp/send-verification-otp',
  '/api/auth/email-otp/verify-email',
  '/api/auth/request-password-reset',
]);

/**
 * The callers this process resolved recently, by the credentials they came with (the whole cookie
 * and Authorization headers): a page's several calls, and a busy client's next ones, skip
 * better-auth's session and user reads (ADR 0098). An entry lives SESSION_REUSE_MS at most, never
 * past its session's expiry, and every change this process makes to accounts or sessions forgets
 * them all.
 */
export function createSessionMemo({
  ttlMs = SESSION_REUSE_MS,
  maxBytes = SESSION_REUSE_MAX_BYTES,
  now = Date.now,
} = {}) {
  const entries = new LRUCache<string, { caller: Caller; until: number }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => sessionBytes(key, entry.caller),
  });
  /** Counts forgetAll calls: a read that began before one must not be remembered after it. */
  let cleared = 0;
  return {
    get size() {
      return entries.size;
    },
    /** Bytes held, at most maxBytes. */
    get bytes() {
      return entries.calculatedSize;
    },
    async resolve(key: string, load: () => Promise<{ caller: Caller; expiresAt: Date } | null>) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.caller;
      if (hit) entries.delete(key);
      const generation = cleared;
      const found = await load();
      // Resolved before a change this process made while the read ran: not remembered.
      if (!found || generation !== cleared) return found?.caller ?? null;
      const until = Math.min(now() + ttlMs, found.expiresAt.getTime());
      if (until > now()) {
        entries.set(key, { caller: found.caller, until });
      }
      return found.caller;
    },
    forgetAll() {
      entries.clear();
      cleared += 1;
    },
  };
}

export const accessPlugin = fp(
  async (app: FastifyInstance, { getSession }: { getSession: ResolveSession }) => {
    const sessions = createSessionMemo();
    reportCacheBytes(app, 'sessions', () => sessions.bytes);
    app.decorateRequest('user', null);
    app.decorateRequest('resolveUser', async function (this: FastifyRequest) {
      const self = this as FastifyRequest & { [resolved]?: boolean };
      if (!self[resolved]) {
        self.user = await sessionUser(getSession, sessions, this);
        self[resolved] = true;
      }
      return self.user;
    });

    // After the write has answered (whatever the answer), so a request arriving after it reads afresh.
    app.addHook('onResponse', async (request) => {
      const method = request.method;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
      const url = request.routeOptions.url ?? '';
      const authWrite =
        url.startsWith('/api/auth/') && !AUTH_WRITES_KEEPING_SESSIONS.has(request.url.split('?')[0] ?? '');
      if (authWrite || request.user?.role === 'Admin' || request.routeOptions.config?.changesAccounts) {
        sessions.forgetAll();
      }
    });

    const routeTable: RouteAccess[] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      // The API reference is public by nature.
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
      if (!route.url.startsWith('/api')) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(`${route.method} ${route.url} does not declare its access (config.access)`);
      }
      for (const method of [route.method].flat()) {
        routeTable.push(Object.freeze({ method, url: route.url, access }));
      }
      if (access !== 'public' && route.schema) route.schema = documentAccess(route.schema, access);
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const caller = await request.resolveUser();
      if (!caller) throw new Unauthorized();
      if (access !== 'signedIn' && !access.includes(caller.role)) {
        // The reason may need the body, which is parsed after this hook: refused there instead.
        if (!request.routeOptions.config?.explainRefusal) throw new Forbidden();
        (request as FastifyRequest & { [refused]?: boolean })[refused] = true;
      }
    });

    app.addHook('preValidation', async (request) => {
      if (!(request as FastifyRequest & { [refused]?: boolean })[refused]) return;
      const explain = request.routeOptions.config?.explainRefusal;
      const reason =
        request.user && explain ? await explain(request, request.user).catch(() => undefined) : undefined;
      throw new Forbidden(reason);
    });
  },
  { name: 'access' },
);

/**
 * the original client sends `Bearer ${localStorage['access-token']}` on every call, which reads
 * `Bearer null` (or `undefined`) when it holds no token; such a header carries no credential and
 * must not hide the session cookie sent with it (better-auth would try the "token" and fail).
 */
function bearerCredential(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const empty = /^\s*bearer\s*(?:null|undefined)?\s*$/i;
  return empty.test(header) ? undefined : header;
}

/** Both ways a session reaches the API: `Authorization: Bearer` and the session cookie. */
export const API_SECURITY: { [scheme: string]: string[] }[] = [{ bearer: [] }, { session: [] }];

/**
 * A protected route's OpenAPI entry, derived from its access: the security schemes, 401 for a call
 * without a session, and 403 for a role list (and where the route declared its own 403, for a policy).
 */
function documentAccess(schema: FastifySchema, access: Exclude<Access, 'public'>): FastifySchema {
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  response[401] ??= errorResponseSchema;
  if (access !== 'signedIn') response[403] ??= errorResponseSchema;
  return { ...schema, security: API_SECURITY, response } as FastifySchema;
}

async function sessionUser(
  getSession: ResolveSession,
  sessions: ReturnType<typeof createSessionMemo>,
  request: FastifyRequest,
): Promise<Caller | null> {
  const authorization = bearerCredential(request.headers.authorization);
  const cookie = request.headers.cookie;
  if (!cookie && !authorization) return null;
  return sessions.resolve(`${cookie ?? ''}\n${authorization ?? ''}`, async () => {
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (authorization) headers.set('authorization', authorization);
    const found = await getSession(headers).catch(() => null);
    if (!found) return null;
    const u = found.user;
    if (u.deactivatedAt) return null;
    // Shared by the requests that reuse it: nobody may change it.
    const caller: Caller = Object.freeze({
      id: u.id,
      name: u.name,
      email: u.email,
      image: u.image ?? null,
      role: (u.role as Role | null | undefined) ?? 'Buyer',
      sellerVerified: Boolean(u.sellerVerified),
    });
    return { caller, expiresAt: new Date(found.session.expiresAt) };
  });
}
