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
