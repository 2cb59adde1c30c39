// Areas and screens load on demand. A chunk that fails to arrive (offline, a new release) must end in an
// error with a retry, never in a spinner forever.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { shellTexts as t } from '../../i18n/shell.ts';
import { css } from 'goober';

const centre = css`display:flex;flex-direction:column;align-items:center;gap:1rem;padding:3rem 1rem;text-align:center;`;

export function Loading({ label = t.loadingScreen }: { label?: string }) {
  return (
    <div className={centre}>
      <Spinner label={label} />
    </div>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A reload fetches the new chunk names when a release replaced the old ones.
    // Plain markup on purpose: this fallback is in the first bundle, the design system's ErrorState is not.
    return (
      <div role="alert" className={centre}>
        <h2>{t.chunkErrorTitle}</h2>
        <p>{t.chunkErrorMessage}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
          {t.retry}
        </button>
      </div>
    );
  }
}

/** A component loaded on first render, behind a spinner and an error boundary. */
export function lazyArea<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyArea(props: P) {
    return (
      <ChunkBoundary>
        <Suspense fallback={<Loading />}>
          <Lazy {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
