import { describe, expect, it } from 'vitest';
import { ADMIN_COPY, displayName } from './copy';

describe('admin copy', () => {
  it("follows SPEC's wording", () => {
    expect(ADMIN_COPY.totalSellers(3)).toBe('Total Sellers 3');
    expect(ADMIN_COPY.totalBuyers(0)).toBe('Total Buyers 0');
    expect(ADMIN_COPY.registeredUsers(12)).toBe('12 Registered Users');
    expect(ADMIN_COPY.deleted('Buyer', 'Rina')).toEqual({
      title: 'Done!',
      text: 'Buyer Rina Deleted Successfully',
    });
    expect(ADMIN_COPY.deleteFailed('Seller', 'Karim')).toEqual({
      title: 'Oops... Something Went Wrong',
      text: 'Can not Delete Seller Karim',
    });
    expect(ADMIN_COPY.madeAdmin('Rina')).toBe('Congratulations!! Rina, You Have Become Our New Admin');
    expect(ADMIN_COPY.makeAdminFailed('Rina')).toBe('Can not give Rina the role of Admin');
  });

  it('names an account by its e-mail when it has no name', () => {
    expect(displayName({ name: '  ', email: 'a@example.com' })).toBe('a@example.com');
    expect(displayName({ name: 'Rina', email: 'a@example.com' })).toBe('Rina');
  });
});
