// Areas and screens load on demand, behind a spinner; a chunk that fails to arrive ends in an error with a
// retry. Plain markup on purpose: this is in the first bundle, the design system's ErrorState is not.
import type { ComponentType } from 'react';
import { css } from 'goober';
import { lazyPart } from '../../core/loading/lazy-part.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { shellTexts as t } from '../../i18n/shell.ts';

const centre = css`display:flex;flex-direction:column;align-items:center;gap:1rem;padding:3rem 1rem;text-align:center;`;

export function Loading({ label = t.loadingScreen }: { label?: string }) {
  return (
    <div className={centre}>
      <Spinner label={label} />
    </div>
  );
}

/** A reload fetches the new chunk names when a release replaced the old ones. */
function ChunkError() {
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

export function lazyArea<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPart(load, { loading: <Loading />, failed: <ChunkError /> });
}
