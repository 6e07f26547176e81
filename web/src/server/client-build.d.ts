/** The client build, read by the server build (web/vite.config.ts): the app shell and Vite's manifest. */
declare module 'virtual:client-build' {
  import type { Manifest } from './document';

  export const template: string;
  export const manifest: Manifest;
}
