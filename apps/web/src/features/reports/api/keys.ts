export const reportKeys = {
  all: ['reports'] as const,
  bikes: (query: object) => ['reports', 'bikes', query] as const,
};
