/** Query keys of orders; mutations invalidate `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (email: string) => ['orders', 'list', email.toLowerCase()] as const,
};
