/** Query keys of a seller's own bikes; every product mutation invalidates `all`. */
export const productKeys = {
  all: ['products'] as const,
  mine: (email: string) => ['products', 'mine', email.toLowerCase()] as const,
};
