// Components loaded on first render. What shows meanwhile and when the chunk cannot be fetched (offline,
// a new release that replaced the old chunk names) is the caller's: never a spinner forever, never a
// crashed tree.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface States {
  /** Shown while the chunk loads (nothing by default: rare parts of a screen leave their space empty). */
  loading?: ReactNode;
  /** Shown when the chunk cannot be loaded. */
  failed?: ReactNode;
}

class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { loading = null, failed = null }: States = {}): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <LoadBoundary failed={failed}>
        <Suspense fallback={loading}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}
