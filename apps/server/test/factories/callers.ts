import type { Caller } from '../../src/plugins/access';

/** A caller for policy tests: what a test does not name is a plain, unverified account. */
export function testCaller(fields: Pick<Caller, 'id' | 'email' | 'role'> & Partial<Caller>): Caller {
  return { name: '', image: null, sellerVerified: false, ...fields };
}
