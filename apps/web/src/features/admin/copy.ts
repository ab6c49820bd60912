/** How the admin pages name an account kind. */
export type AccountKind = 'Buyer' | 'Seller';

/** How an account is named on screen: its name, or its e-mail when it has none. */
export function displayName(account: { name: string; email: string }): string {
  return account.name.trim() || account.email;
}
