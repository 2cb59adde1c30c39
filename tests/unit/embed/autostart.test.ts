// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
// Frames get a window of their own here but never fetch their page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { autostart } from '../../../embed/autostart.ts';
import type { CommandQueue } from '../../../embed/command-queue.ts';
import { settle, standInPortal } from './harness.ts';
import type { EmbedCommand } from '../../../embed/types.ts';

const PORTAL = 'http://127.0.0.1:4173';

function snippet(): HTMLElement {
  document.body.innerHTML = `<div data-portal-embed data-src="${PORTAL}/" data-path="/auth/login" data-load="eager"></div>`;
  return document.querySelector<HTMLElement>('[data-portal-embed]')!;
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.portalEmbed;
});

describe('autostart', () => {
  it('mounts each snippet element once, even when the script is included twice', () => {
    const element = snippet();
    autostart(document);
    autostart(document);
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    expect(element.querySelector('iframe')!.src).toBe(`${PORTAL}/auth/login`);
  });

  it('runs the commands queued before it arrived, in order', async () => {
    snippet();
    const portal = standInPortal();
    const ready = vi.fn();
    window.portalEmbed = [
      ['on', 'ready', ready],
      ['navigate', '/home/carne'],
    ];
    autostart(document);
    const page = await portal.load();
    expect(ready).toHaveBeenCalledWith({ origin: PORTAL });
    expect(page.navigations).toEqual(['/home/carne']);
  });

  it('replaces the queue with one that runs commands at once', async () => {
    const element = snippet();
    const portal = standInPortal();
    window.portalEmbed = [];
    autostart(document);
    const page = await portal.load();
    const queue = window.portalEmbed as CommandQueue;
    expect(Array.isArray(queue)).toBe(false);
    expect(queue.push(['navigate', '/home/payments/client'])).toBe(1);
    await settle();
    expect(page.navigations).toEqual(['/home/payments/client']);
    queue.push(['destroy']);
    expect(element.querySelector('iframe')).toBeNull();
  });

  it('warns about commands it does not know', () => {
    snippet();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.portalEmbed = [['reload'] as unknown as EmbedCommand];
    autostart(document);
    expect(warn).toHaveBeenCalledWith('[portal-embed] unknown command:', ['reload']);
  });
});
