import { SERVICE_WORKER_FALLBACK_MS, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../constants.ts';
import { workerScriptUrl } from './trusted-types.ts';

export interface ServiceWorkerOptions {
  /** Resolves when the app is stable (first screen painted, boot requests done). */
  whenStable: Promise<unknown>;
  production?: boolean;
}

/**
 * Registers the service worker once the app is stable or after SERVICE_WORKER_FALLBACK_MS, whichever comes
 * first, so it never competes with the first paint. Production builds register at scope '/' and log the outcome.
 */
export async function registerServiceWorker({
  whenStable,
  production = import.meta.env.PROD,
}: ServiceWorkerOptions): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SERVICE_WORKER_FALLBACK_MS);
  });
  // An app that failed to boot is still "settled": the worker can serve the next visit.
  await Promise.race([whenStable.catch(() => undefined), fallback]);
  clearTimeout(timer);
  if (!production) return navigator.serviceWorker.register(workerScriptUrl(SERVICE_WORKER_URL)).catch(() => undefined);
  try {
    const registration = await navigator.serviceWorker.register(workerScriptUrl(SERVICE_WORKER_URL), { scope: SERVICE_WORKER_SCOPE });
    console.info('Service worker registrado', registration.scope);
    return registration;
  } catch (error) {
    console.error('Error al registrar el service worker', error);
    return undefined;
  }
}
