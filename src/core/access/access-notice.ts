// A module reached by URL that the user may not use sends them home; home says why.
import { store } from '../state/store.ts';
import type { Denial } from './module-access.ts';

export interface AccessNotice {
  module: string;
  denial: Exclude<Denial, 'off'>;
}

declare module '../state/store.ts' {
  interface AppState {
    accessNotice?: AccessNotice;
  }
}

export function setAccessNotice(notice: AccessNotice): void {
  store.setState('access/blocked', { accessNotice: notice });
}

/** Home reads it once, then it is gone. */
export function takeAccessNotice(): AccessNotice | undefined {
  const notice = store.getState().accessNotice;
  if (notice) store.setState('access/shown', { accessNotice: undefined });
  return notice;
}
