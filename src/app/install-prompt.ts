// The install-app menu entry exists only while the browser offers installation (beforeinstallprompt).
import { store, useStore } from '../core/state/store.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare module '../core/state/store.ts' {
  interface AppState {
    installAvailable?: boolean;
  }
}

let deferred: InstallPromptEvent | null = null;

/** Called once at boot, before the browser fires the event. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    store.setState('install/available', { installAvailable: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    store.setState('install/done', { installAvailable: false });
  });
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  store.setState('install/prompted', { installAvailable: false });
  await event.prompt();
}

export function useInstallAvailable(): boolean {
  return useStore((s) => s.installAvailable === true);
}
