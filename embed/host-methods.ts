// The methods the embed exposes to the portal over penpal (the contract's HostMethods). What arrives is data
// from another origin: URLs go through the shared url-policy, the rest through the readers of incoming.ts.
import type { HostMethods } from '../src/core/bridge/shared/contract.ts';
import { checkUrl } from '../src/core/bridge/shared/url-policy.ts';
import type { Emitter } from './emitter.ts';
import { readErrorReport, readFormWindow, readOutcome, readSize } from './incoming.ts';

export const WHERE = 'portal-embed';

export interface HostMethodsOptions {
  events: Emitter;
  /** A portal page said hello with its page id. */
  heard(page: unknown): void;
  topLevelOrigins: readonly string[];
  openTopLevel(url: string): void;
  /** Escape went unused in the portal. */
  escape(): void;
}

export function hostMethods({ events, heard, topLevelOrigins, openTopLevel, escape }: HostMethodsOptions): HostMethods {
  return {
    hello: (hello) => heard(hello?.page),
    onNavigation(notice) {
      // The portal's `topLevel` flag is not trusted: the policy decides what the URL is.
      const verdict = checkUrl(notice?.url, topLevelOrigins, WHERE);
      if (verdict.kind === 'refused') return;
      events.emit('navigation', { url: verdict.url, topLevel: verdict.kind === 'external' });
      if (verdict.kind === 'external') openTopLevel(verdict.url);
    },
    setFormWindow(data) {
      const formWindow = readFormWindow(data);
      if (formWindow) events.emit('form-window', formWindow);
    },
    resize(size) {
      const read = readSize(size);
      if (read) events.emit('resize', read);
    },
    logout: () => events.emit('logout', {}),
    outcome(event) {
      const read = readOutcome(event);
      if (read) events.emit(read[0], read[1] as never);
    },
    escape,
    onError(report) {
      const read = readErrorReport(report);
      if (read) events.emit('error', read);
    },
  };
}
