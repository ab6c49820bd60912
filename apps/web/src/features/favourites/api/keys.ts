export const favouriteKeys = {
  all: ['favourites'] as const,
  ids: () => [...favouriteKeys.all, 'ids'] as const,
  list: () => [...favouriteKeys.all, 'list'] as const,
};
