import { describe, expect, it } from 'vitest';
import { canVerify, deactivationRefusal, revocationRefusal } from './policy';

describe('deactivationRefusal', () => {
  const admin = { id: 'a1', role: 'Admin' as const };

  it('lets an admin remove a seller through the sellers call and a buyer through the buyers call', () => {
    expect(deactivationRefusal(admin, { id: 's1', role: 'Seller' }, 'Seller')).toBeNull();
    expect(deactivationRefusal(admin, { id: 'b1', role: 'Buyer' }, 'Buyer')).toBeNull();
  });

  it('refuses removing oneself, before anything else', () => {
    expect(deactivationRefusal(admin, admin, 'Seller')).toBe('self');
    expect(deactivationRefusal(admin, admin, 'Buyer')).toBe('self');
  });

  it('refuses removing another admin through either call', () => {
    expect(deactivationRefusal(admin, { id: 'a2', role: 'Admin' }, 'Seller')).toBe('admin');
    expect(deactivationRefusal(admin, { id: 'a2', role: 'Admin' }, 'Buyer')).toBe('admin');
  });

  it('refuses removing an account of the other kind', () => {
    expect(deactivationRefusal(admin, { id: 'b1', role: 'Buyer' }, 'Seller')).toBe('wrongRole');
    expect(deactivationRefusal(admin, { id: 's1', role: 'Seller' }, 'Buyer')).toBe('wrongRole');
  });
});

describe('canVerify', () => {
  it('verifies sellers only', () => {
    expect(canVerify({ role: 'Seller' })).toBe(true);
    expect(canVerify({ role: 'Buyer' })).toBe(false);
    expect(canVerify({ role: 'Admin' })).toBe(false);
  });
});

describe('revocationRefusal', () => {
  const admin = (id: string) => ({ id, role: 'Admin' as const, deactivatedAt: null });
  it('lets an admin revoke another admin, or step down, while another admin remains', () => {
    expect(revocationRefusal({ id: 'a' }, admin('b'), ['a', 'b'])).toBeNull();
    expect(revocationRefusal({ id: 'a' }, admin('a'), ['a', 'b'])).toBeNull();
  });
  it('never takes the role of the last admin', () => {
    expect(revocationRefusal({ id: 'a' }, admin('a'), ['a'])).toBe('last');
  });
  it('refuses when the actor is no longer an admin (revoked a moment ago) or the target is none', () => {
    // b revoked a first: a's request, read under the lock, finds only b.
    expect(revocationRefusal({ id: 'a' }, admin('b'), ['b'])).toBe('actorNotAdmin');
    expect(revocationRefusal({ id: 'a' }, { id: 'c', role: 'Seller', deactivatedAt: null }, ['a', 'b'])).toBe(
      'notAdmin',
    );
    expect(revocationRefusal({ id: 'a' }, { ...admin('b'), deactivatedAt: new Date() }, ['a'])).toBe(
      'notAdmin',
    );
  });
});
