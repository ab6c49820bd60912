// What the app uses of the notifications: the navbar's bell count, loaded with the signed-in navbar
// (app/layouts/signed-in-navbar.tsx) as React.lazy wants it, and the notifications page, its own
// chunk loaded when opened (the router's `lazy`, app/router.tsx).
export const lazyUnreadBadge = async () => ({
  default: (await import('./components/unread-badge')).UnreadBadge,
});
export const lazyNotificationsPage = async () => ({
  Component: (await import('./pages/notifications-page')).NotificationsPage,
});
