/** SPEC §2/§8 wording of the admin pages, copied exactly. */
export type AccountKind = 'Buyer' | 'Seller';

const OOPS = 'Oops... Something Went Wrong';

export const ADMIN_COPY = {
  totalSellers: (n: number) => `Total Sellers ${n}`,
  totalBuyers: (n: number) => `Total Buyers ${n}`,
  registeredUsers: (n: number) => `${n} Registered Users`,
  deleted: (kind: AccountKind, name: string) => ({
    title: 'Done!',
    text: `${kind} ${name} Deleted Successfully`,
  }),
  deleteFailed: (kind: AccountKind, name: string) => ({
    title: OOPS,
    text: `Can not Delete ${kind} ${name}`,
  }),
  verified: 'Seller Verified By Admin',
  verifyFailed: { title: OOPS, text: 'Try Again' },
  madeAdmin: (name: string) => `Congratulations!! ${name}, You Have Become Our New Admin`,
  makeAdminFailed: (name: string) => `Can not give ${name} the role of Admin`,
} as const;

/** How an account is named on screen: its name, or its e-mail when it has none. */
export function displayName(account: { name: string; email: string }): string {
  return account.name.trim() || account.email;
}
