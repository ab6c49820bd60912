// The profile page, its own chunk loaded when opened: the router's `lazy` (app/router.tsx).
export const lazyUpdateProfilePage = async () => ({
  Component: (await import('./pages/update-profile-page')).UpdateProfilePage,
});
