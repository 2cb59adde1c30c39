/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product version string ({ip} in docs/specification.md), from package.json or APP_VERSION at build time. */
  readonly VITE_APP_VERSION: string;
  /** Product title ({product} in docs/specification.md). */
  readonly VITE_PRODUCT_TITLE: string;
  /** {accessControlAPI}: where the configuration exchange and OTP verification live. */
  readonly VITE_ACCESS_CONTROL_API: string;
}
