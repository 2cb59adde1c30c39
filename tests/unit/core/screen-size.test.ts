import { describe, expect, it, vi } from 'vitest';
import { screenSizeFor, watchScreenSize } from '../../../src/core/browser/screen-size.ts';
import { store } from '../../../src/core/state/store.ts';
import {
  EMBEDDED_MAX_WIDTH,
  FRAME_MAX_HEIGHT,
  FRAME_WIDTH,
  MOBILE_MAX_WIDTH,
  RESIZE_DEBOUNCE_MS,
  TABLET_MAX_WIDTH,
} from '../../../src/core/constants.ts';

describe('screen size', () => {
  it('uses the spec numbers', () => {
    expect([MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH, EMBEDDED_MAX_WIDTH]).toEqual([768, 1024, 420]);
    expect([FRAME_WIDTH, FRAME_MAX_HEIGHT, RESIZE_DEBOUNCE_MS]).toEqual([375, 812, 50]);
  });

  it.each([
    [320, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ])('%i px is %s', (width, flag) => {
    const size = screenSizeFor(width, false);
    expect(
      Object.entries(size)
        .filter(([, on]) => on)
        .map(([name]) => name),
    ).toEqual([flag]);
  });

  it('is embedded only at 420 px or less inside an iframe', () => {
    expect(screenSizeFor(420, true).embedded).toBe(true);
    expect(screenSizeFor(421, true).embedded).toBe(false);
    expect(screenSizeFor(420, false).embedded).toBe(false);
  });

  it('debounces resizes by 50 ms', () => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
    const stop = watchScreenSize();
    expect(store.getState().screen.desktop).toBe(true);
    const setState = vi.spyOn(store, 'setState');
    for (const width of [900, 700, 500]) {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(20);
    }
    expect(setState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30);
    expect(setState).toHaveBeenCalledTimes(1);
    expect(store.getState().screen).toEqual({ mobile: true, tablet: false, desktop: false, embedded: false });
    stop();
  });
});
