import { exchangeConfig, type FrontendConfig, type ModuleKeys } from './config-exchange.ts';
export { readModuleKeys } from './module-keys.ts';
import { errorText } from '../errors/error-message.ts';
import { store } from '../state/store.ts';
export type { ConfigState } from '../state/slices.ts';
import { showToast } from '../feedback/toasts.ts';
import { applyTheme } from '../appearance/theme.ts';

let lastModule: ModuleKeys | undefined;

/** Loads the configuration into the store. A failure shows the error toast and leaves status 'error' for a retry. */
export async function loadConfig(module?: ModuleKeys): Promise<FrontendConfig | null> {
  lastModule = module;
  store.setState('config/loading', (s) => ({ config: { ...s.config, status: 'loading', error: null } }));
  try {
    const all = await exchangeConfig(module);
    const value = all[0] ?? null;
    store.setState('config/ready', { config: { status: 'ready', value, error: null, all } });
    // A theme is looked at only when there is one: the portal without a brand of its own loads none of it.
    if (value?.theme !== undefined) void applyTheme('configuration', value.theme);
    return value;
  } catch (error) {
    const message = errorText(error);
    showToast(message, 'error');
    store.setState('config/error', { config: { status: 'error', value: null, error: message } });
    return null;
  }
}

/** Runs the last exchange again (the retry button of the error state). */
export function retryConfig(): Promise<FrontendConfig | null> {
  return loadConfig(lastModule);
}

export function getConfig(): FrontendConfig | null {
  return store.getState().config.value;
}

/** For API calls: they cannot be made before the exchange has succeeded. */
export function requireConfig(): FrontendConfig {
  const config = getConfig();
  if (!config) throw new Error('Configuration not loaded');
  return config;
}
