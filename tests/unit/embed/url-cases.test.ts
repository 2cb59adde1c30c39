// The host side checks URLs with the same table as the portal's url-policy (tests/unit/bridge/url-cases.ts).
import { describe, expect, it, vi } from 'vitest';
import { ALLOWED, urlCases } from '../bridge/url-cases.ts';
import { mountEmbed } from './harness.ts';
import { createEmitter } from '../../../embed/emitter.ts';
import { hostMethods } from '../../../embed/host-methods.ts';

describe('the embed applies the shared URL table', () => {
  it.each(urlCases)('handle.navigate(%j) for a %s', (url, kind) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handle } = mountEmbed();
    expect(handle.navigate(url)).toBe(kind === 'path');
  });

  it.each(urlCases)('a navigation from the portal to %j (%s)', (url, kind) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const openTopLevel = vi.fn();
    const events = createEmitter(document.createElement('div'));
    const seen = vi.fn();
    events.on('navigation', seen);
    hostMethods({ events, heard: vi.fn(), topLevelOrigins: ALLOWED, openTopLevel, escape: vi.fn() }).onNavigation({ url, topLevel: false });
    expect(seen).toHaveBeenCalledTimes(kind === 'refused' ? 0 : 1);
    expect(openTopLevel).toHaveBeenCalledTimes(kind === 'external' ? 1 : 0);
  });
});
