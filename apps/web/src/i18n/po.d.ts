/** A catalogue compiled by @lingui/vite-plugin when imported (lingui.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
