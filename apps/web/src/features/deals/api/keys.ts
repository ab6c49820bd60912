/** Query keys of deals; every step invalidates `all` (the lists on My Orders and My Products too). */
export const dealKeys = {
  all: ['deals'] as const,
  list: (side: 'buyer' | 'seller') => ['deals', 'list', side] as const,
  one: (id: string) => ['deals', 'one', id] as const,
};
