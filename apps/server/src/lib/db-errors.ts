/**
 * True when a database error (PGlite or node-postgres, possibly wrapped by Drizzle) is a unique
 * violation, optionally of one named constraint or index. Used where the database, not a prior
 * read, decides who wins a race.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    e = candidate.cause;
  }
  return false;
}

/** Node's socket errors: the database (or the way to it) is gone, not the statement wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words when a connection is lost or cannot be had: it throws plain errors,
 * with no code, for these (pg-pool's connection timeout, a socket that closed mid-query).
 */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
];

/**
 * True when a database error (node-postgres, possibly wrapped by Drizzle or pg-boss) means the
 * server cannot be reached right now: refused or dropped connections, pg-pool's connect timeout,
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, starting up) and 53300
 * (too many connections). These answer 503 with Retry-After (ADR 0125); anything else is a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    // Node's connect to a name with several addresses fails with one AggregateError of them all.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (NETWORK_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    e = candidate.cause;
  }
  return false;
}
