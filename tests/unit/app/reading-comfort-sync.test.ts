import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/core/state/store.ts';
import { setReadingComfort } from '../../../src/core/appearance/reading-comfort.ts';

const api = vi.hoisted(() => ({ getReadingComfort: vi.fn(), saveReadingComfort: vi.fn() }));
vi.mock('../../../src/api/reading-comfort.ts', () => api);

const { startReadingComfortSync } = await import('../../../src/app/reading-comfort-sync.ts');

const person = { id: 'cus-1001', role: 'Titular', first_name: 'Lucía', first_lastname: 'Martín' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: () => void = () => undefined;

beforeEach(() => {
  store.setState('test/reset', { user: null, reading: { textSize: 'normal', highContrast: false } });
  api.saveReadingComfort.mockResolvedValue({});
});
afterEach(() => {
  stop();
  vi.clearAllMocks();
});

describe('reading comfort across devices', () => {
  it("applies the account's choice when a person signs in on this device", async () => {
    api.getReadingComfort.mockResolvedValue({ text_size: 'muy-grande', high_contrast: true, updated_at: '2026-11-20T10:00:00.000Z' });
    stop = startReadingComfortSync();
    store.setState('session/login', { user: person });
    await settle();
    expect(api.getReadingComfort).toHaveBeenCalledWith('cus-1001');
    expect(store.getState().reading).toEqual({ textSize: 'muy-grande', highContrast: true });
    expect(document.documentElement.getAttribute('data-text-size')).toBe('muy-grande');
    expect(api.saveReadingComfort).not.toHaveBeenCalled();
  });

  it("keeps this device's choice when the account never chose", async () => {
    api.getReadingComfort.mockResolvedValue({ text_size: 'normal', high_contrast: false, updated_at: null });
    store.setState('test/device', { reading: { textSize: 'grande', highContrast: false } });
    stop = startReadingComfortSync();
    store.setState('session/login', { user: person });
    await settle();
    expect(store.getState().reading.textSize).toBe('grande');
  });

  it("saves a person's own choice on their account, never a host's", async () => {
    api.getReadingComfort.mockResolvedValue({ text_size: 'normal', high_contrast: false, updated_at: null });
    store.setState('session/login', { user: person });
    stop = startReadingComfortSync();
    setReadingComfort({ textSize: 'grande' });
    expect(api.saveReadingComfort).toHaveBeenCalledWith('cus-1001', { text_size: 'grande', high_contrast: false });
    setReadingComfort({ highContrast: true }, 'host');
    expect(api.saveReadingComfort).toHaveBeenCalledTimes(1);
  });

  it('does not let a late answer undo a choice made meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.getReadingComfort.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    stop = startReadingComfortSync();
    store.setState('session/login', { user: person });
    setReadingComfort({ textSize: 'grande' });
    answer({ text_size: 'muy-grande', high_contrast: true, updated_at: '2026-11-20T10:00:00.000Z' });
    await settle();
    expect(store.getState().reading).toEqual({ textSize: 'grande', highContrast: false });
  });
});
