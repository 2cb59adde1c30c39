// The app's end of the bridge outside a frame: nothing to connect to, and flows that would leave the frame
// (the card gateway) are told to navigate by themselves.
import { expect, it, vi } from 'vitest';
import { connectBridge, openTopLevel, reportLogout, reportRoute } from '../../../src/core/bridge/bridge-link.ts';

it('does not connect standalone, and openTopLevel answers false so the caller navigates itself', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await connectBridge()).toBeNull();
  expect(openTopLevel('https://pagos.example.com/checkout')).toBe(false);
  reportRoute('/home');
  reportLogout();
  expect(warn).not.toHaveBeenCalled();
});
