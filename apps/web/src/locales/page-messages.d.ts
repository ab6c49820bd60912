// The built language's tables of received texts (vite.config.ts: pageLocale).
declare module 'virtual:page-messages' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module 'virtual:page-labels' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module 'virtual:page-received-messages' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** The language of this build (vite.config.ts); undefined in dev and the tests. */
  readonly VITE_PAGE_LOCALE?: 'en' | 'bn';
}
