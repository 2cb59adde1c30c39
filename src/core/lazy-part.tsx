// Components loaded on first render. What shows meanwhile and when the chunk cannot be fetched (offline,
// a new release that replaced the old chunk names) is the caller's: never a spinner forever. Only a lost
// chunk is handled here; an error thrown while rendering the loaded component is a bug, and goes on to the
// nearest render-error boundary (app/errors/), which logs it and says so.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { logError } from './logger.ts';

interface States {
  /** Shown while the chunk loads (nothing by default: rare parts of a screen leave their space empty). */
  loading?: ReactNode;
  /** Shown when the chunk cannot be loaded. */
  failed?: ReactNode;
}

/** The import() of a part's chunk failed: its code never arrived. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('The chunk of a lazy part could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static override getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not ours to show: the next boundary up takes it.
    if (!(error instanceof ChunkLoadError)) throw error;
    return this.props.failed;
  }
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loading = null, failed = null }: States = {},
): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        logError('chunk', load.name || 'lazy part', error);
        throw new ChunkLoadError(error);
      },
    ),
  );
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
