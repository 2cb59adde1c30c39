// API calls need the configuration. Screens that fetch on mount wait for it here instead of failing
// with "Configuration not loaded" while the exchange is still on its way.
import type { FrontendConfig } from './config-exchange.ts';
import { store } from '../state/store.ts';

/** Resolves with the configuration once it is loaded; rejects with the exchange's error text when it failed. */
export function whenConfigReady(): Promise<FrontendConfig> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const { status, value, error } = store.getState().config;
      if (status === 'ready' && value) resolve(value);
      else if (status === 'error') reject(new Error(error ?? ''));
      else return false;
      return true;
    };
    if (check()) return;
    const stop = store.subscribe(() => {
      if (check()) stop();
    });
  });
}

/** Runs the exchange again (retry buttons); its code is fetched only when someone asks. */
export function retryConfigExchange(): Promise<FrontendConfig | null> {
  return import('./config.ts').then(({ retryConfig }) => retryConfig());
}
