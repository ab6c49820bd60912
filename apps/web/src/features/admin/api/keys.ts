/** Query keys of the admin pages; mutations invalidate by these. */
export const adminKeys = {
  all: ['admin'] as const,
  sellers: ['admin', 'sellers'] as const,
  buyers: ['admin', 'buyers'] as const,
  users: ['admin', 'users'] as const,
  accounts: (query: object) => ['admin', 'accounts', query] as const,
  sellerListings: (id: string) => ['admin', 'sellerListings', id] as const,
  buyerOrders: (id: string) => ['admin', 'buyerOrders', id] as const,
  auditLog: (page: number) => ['admin', 'auditLog', page] as const,
  disputes: ['admin', 'disputes'] as const,
  brands: ['admin', 'brands'] as const,
  stolenChassis: ['admin', 'stolenChassis'] as const,
  chassisHolds: ['admin', 'chassisHolds'] as const,
  verificationSettings: ['admin', 'verificationSettings'] as const,
  paperChecks: ['admin', 'paperChecks'] as const,
  brandModels: (id: string) => ['admin', 'brands', id, 'models'] as const,
  otherModels: ['admin', 'otherModels'] as const,
};
