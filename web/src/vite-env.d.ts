/// <reference types="vite/client" />

/** A part of a message catalogue, compiled by the build (web/vite.config.ts): message id → compiled message. */
declare module '*.json?part=core' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=screens' {
  const messages: Record<string, unknown>;
  export default messages;
}
