// The newest value of a prop or callback, for an effect that runs on its own triggers (a debounce on the typed
// text, a countdown reaching zero, a payment's status) yet must call what the latest render gave it. This is
// React's planned `useEffectEvent`, which preact/compat does not have: one way, instead of an effect whose
// dependency list leaves things out on purpose (eslint's exhaustive-deps then has to be silenced).
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  // After render, before any effect of the same commit reads it.
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
