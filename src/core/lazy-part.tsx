// A part of a screen loaded on first render, without a spinner: it only appears in rare states, and the
// space it takes is empty until it arrives.
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
