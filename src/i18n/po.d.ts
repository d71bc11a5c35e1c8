/** A .po catalog imported through the Lingui Vite plugin is compiled to its messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
