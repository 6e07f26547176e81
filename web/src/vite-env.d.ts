/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** UPI address (VPA) that receives test series payments. */
  readonly VITE_UPI_PAYEE_ADDRESS?: string;
  /** Name shown to the payer in their UPI app. */
  readonly VITE_UPI_PAYEE_NAME?: string;
}
