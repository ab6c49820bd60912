// What the app shell takes from this feature, apart from its index.ts (ADR 0200): the pages as one lazy
// route (the inbox and a conversation, one chunk; its module's `Component` is the route's, ADR 0280)
// for app/dashboard-routes.tsx, and the signed-in navbar's Messages link with the tab's live stream.
// This file travels in the signed-in navbar's chunk (vite.config.ts, 'signed-in'), not the first one.
export { NavbarMessages } from './components/navbar-messages';
export const lazyMessagesPage = () => import('./pages/messages-page');
