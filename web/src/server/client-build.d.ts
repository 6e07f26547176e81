/** The client build, read by the server build (web/vite.config.ts): the app shell, Vite's manifest and the stylesheets. */
declare module 'virtual:client-build' {
  import type { Manifest } from './document';

  export const template: string;
  /** The Gujarati font ('/assets/noto-sans-gujarati-…woff2'): a Gujarati page asks for it with its HTML. */
  export const gujaratiFonts: string[];
  export const manifest: Manifest;
  /** Each stylesheet of the build by its address ('/assets/index-3f2a.css'). */
  export const styles: Record<string, string>;
}
