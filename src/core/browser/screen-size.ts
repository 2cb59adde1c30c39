import { inFrame } from '../bridge/in-frame.ts';
import { EMBEDDED_MAX_WIDTH, MOBILE_MAX_WIDTH, RESIZE_DEBOUNCE_MS, TABLET_MAX_WIDTH } from '../constants.ts';
import type { ScreenSize } from '../state/slices.ts';
import { store } from '../state/store.ts';
export type { ScreenSize } from '../state/slices.ts';

export function screenSizeFor(width: number, inFrame: boolean): ScreenSize {
  return {
    mobile: width <= MOBILE_MAX_WIDTH,
    tablet: width > MOBILE_MAX_WIDTH && width <= TABLET_MAX_WIDTH,
    desktop: width > TABLET_MAX_WIDTH,
    embedded: inFrame && width <= EMBEDDED_MAX_WIDTH,
  };
}

function measure(): void {
  const next = screenSizeFor(window.innerWidth, inFrame());
  const now = store.getState().screen;
  // Only a changed flag is a new state: a resize within one band must not re-render the app.
  if ((Object.keys(next) as (keyof ScreenSize)[]).some((key) => next[key] !== now[key])) {
    store.setState('screen/resize', { screen: next });
  }
}

/** Sets the flags now and after each resize (debounced); returns the stop function. */
export function watchScreenSize(): () => void {
  measure();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
