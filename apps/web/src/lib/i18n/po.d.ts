// The Lingui Vite plugin compiles a .po catalog when it is imported (vite.config.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
