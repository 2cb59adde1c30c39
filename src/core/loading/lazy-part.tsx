// Components loaded on first render. What shows meanwhile and when the chunk cannot be fetched (offline,
// a new release that replaced the old chunk names) is the caller's: never a spinner forever. Only a lost
// chunk is handled here; an error thrown while rendering the loaded component is a bug, and goes on to the
// nearest render-error boundary (app/errors/), which logs it and says so.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { logError } from '../errors/logger.ts';

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

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * The page is being left (a navigation, a reload): the engine aborts the chunks still on their way, and Firefox
 * rejects their `import()` ("error loading dynamically imported module"). Nothing was lost then; nothing is logged.
 * A page restored from the back-forward cache is being shown again.
 */
let leaving = false;
if (typeof addEventListener === 'function') {
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
}

function chunkLost(where: string, error: unknown): void {
  if (!leaving) logError('chunk', where, error);
}

/**
 * For a chunk that draws nothing (the sign-out, the service worker, the reading-comfort sync...): a failed load is
 * logged as a lost chunk and resolves undefined, never an uncaught rejection. Every `import()` outside lazyPart
 * goes through here or through a caller's own catch.
 */
export function loadChunk<T>(where: string, load: () => Promise<T>): Promise<T | undefined> {
  return load().catch((error: unknown) => {
    chunkLost(where, error);
    return undefined;
  });
}

/** Parts whose chunk has arrived through preloadPart, by their loader. */
const arrived = new WeakMap<Load<never>, ComponentType<never>>();

/**
 * Fetches a part's chunk before its first render, so that render draws it at once, without a Suspense round: the
 * prerendered /home shell stays on screen until home's chunks are here, and must not give way to a spinner then.
 * A chunk that does not arrive is the part's to report when it asks for it again.
 */
export function preloadPart<P extends object>(load: Load<P>): Promise<void> {
  return load().then(
    (component) => void arrived.set(load as Load<never>, component as ComponentType<never>),
    () => undefined,
  );
}

export function lazyPart<P extends object>(load: Load<P>, { loading = null, failed = null }: States = {}): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        chunkLost(load.name || 'lazy part', error);
        throw new ChunkLoadError(error);
      },
    ),
  );
  // Chosen at the first render and kept: a component type that changed later would remount the whole part.
  let Part: ComponentType<P> | undefined;
  return function LazyPart(props: P) {
    Part ??= (arrived.get(load as Load<never>) as ComponentType<P> | undefined) ?? Lazy;
    return (
      <LoadBoundary failed={failed}>
        <Suspense fallback={loading}>
          <Part {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}
