// What the app shell (app/router.tsx, app/layouts) takes from this feature, apart from its index.ts
// (ADR 0200): the router imports this file into the first download, so it names pages only as lazy
// routes (each its own chunk, loaded when opened) and nothing heavy beside them.
export { authProvidersQueryOptions } from './api/get-auth-providers';
export { saveLocale } from './api/save-locale';
export { useSignOut } from './api/sign-out';
export type { LoginState } from './lib/redirect';
export const lazyLoginPage = async () => ({ Component: (await import('./pages/login-page')).LoginPage });
export const lazySignupPage = async () => ({ Component: (await import('./pages/signup-page')).SignupPage });
export const lazyResetPasswordPage = async () => ({
  Component: (await import('./pages/reset-password-page')).ResetPasswordPage,
});
