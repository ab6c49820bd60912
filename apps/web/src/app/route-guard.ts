/**
 * A guard of signed-in routes (guards.tsx), as a lazy route: its own chunk, which the home page and
 * the other public pages never download (web budget, ADR 0104).
 */
export const guard = (name: 'RequireAuth' | 'BuyerOnly' | 'SellerOnly' | 'AdminOnly') => async () => ({
  Component: (await import('./guards'))[name],
});
