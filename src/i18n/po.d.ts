// Catalogs are `.po` files compiled by Lingui's Vite plugin into `{ messages }` modules.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
