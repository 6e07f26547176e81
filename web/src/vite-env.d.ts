/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** UPI address (VPA) that receives test series payments. */
  readonly VITE_UPI_PAYEE_ADDRESS?: string;
  /** Name shown to the payer in their UPI app. */
  readonly VITE_UPI_PAYEE_NAME?: string;
}

/** A part of a message catalogue, compiled by the build (web/vite.config.ts): message id → compiled message. */
declare module '*.json?part=core' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=screens' {
  const messages: Record<string, unknown>;
  export default messages;
}
