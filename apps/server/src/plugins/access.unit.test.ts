import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testCaller } from '../../test/factories/callers';
import { Unauthorized } from '../lib/errors';
import { isOwnEmail, requireCaller } from './access';

describe('requireCaller', () => {
  it('answers the resolved caller, and 401 when there is none', () => {
    const caller = testCaller({ id: 'u1', email: 'u1@example.com', role: 'Buyer' });
    expect(requireCaller({ user: caller } as FastifyRequest)).toBe(caller);
    expect(() => requireCaller({ user: null } as FastifyRequest)).toThrow(Unauthorized);
  });
});

describe('isOwnEmail', () => {
  it('compares addresses without case or surrounding spaces', () => {
    const caller = testCaller({ id: 'u1', email: 'Bithi@Example.com', role: 'Buyer' });
    expect(isOwnEmail(caller, ' bithi@example.COM ')).toBe(true);
    expect(isOwnEmail(caller, 'other@example.com')).toBe(false);
  });
});
