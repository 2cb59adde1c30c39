import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../../src/core/browser/service-worker.ts';

const register = vi.fn();

describe('service worker', () => {
  beforeEach(() => {
    register.mockReset().mockResolvedValue({ scope: 'http://localhost:3000/' });
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    return () => Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers once the app is stable, at scope / in production, and logs success', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let stable!: () => void;
    const done = registerServiceWorker({ whenStable: new Promise<void>((r) => (stable = r)), production: true });
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    stable();
    await done;
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(info).toHaveBeenCalled();
  });

  it('registers after 30 s of fake time when the app never becomes stable', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const done = registerServiceWorker({ whenStable: new Promise(() => undefined), production: true });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('logs a failed registration in production instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    register.mockRejectedValue(new Error('404'));
    await expect(registerServiceWorker({ whenStable: Promise.resolve(), production: true })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });

  it('registers without the explicit scope and without logging outside production', async () => {
    const info = vi.spyOn(console, 'info');
    await registerServiceWorker({ whenStable: Promise.resolve(), production: false });
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(info).not.toHaveBeenCalled();
  });
});
