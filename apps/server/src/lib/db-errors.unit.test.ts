import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    [
      'a refusal wrapped by Drizzle',
      Object.assign(new Error('Failed query: select 1'), {
        cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      }),
    ],
    [
      'every address of a name refused',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a closed PGlite (a bug of ours, not an outage)', new Error('PGlite is closed')],
    ['a pool used after end', new Error('Cannot use a pool after calling end on the pool')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isUniqueViolation(error) && isDatabaseUnavailable(error)).toBe(false);
  });
});
