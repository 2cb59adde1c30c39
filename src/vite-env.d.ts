/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product version string ({ip} in the spec), from package.json or APP_VERSION at build time. */
  readonly VITE_APP_VERSION: string;
  /** Product title ({product} in the spec). */
  readonly VITE_PRODUCT_TITLE: string;
  /** {accessControlAPI}: where the configuration exchange and OTP verification live. */
  readonly VITE_ACCESS_CONTROL_API: string;
}
