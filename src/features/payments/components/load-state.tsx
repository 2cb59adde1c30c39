import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { commonTexts as t } from '../../../i18n/payments.ts';
import type { Loaded } from '../use-load.ts';

interface Props<T> {
  state: Loaded<T>;
  retry: () => void;
  retrying: boolean;
  errorTitle?: string;
  loadingLabel?: string;
  children: (value: T) => ReactNode;
}

/** Skeleton while loading, the Spanish error with a working retry, or the screen's content. */
export function LoadState<T>({ state, retry, retrying, errorTitle = t.loadError, loadingLabel = t.loading, children }: Props<T>) {
  if (state.status === 'loading') {
    return (
      <div>
        <Spinner label={loadingLabel} />
        <Skeleton lines={3} height="3rem" />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState title={errorTitle} message={state.message} retryLabel={t.retry} onRetry={retry} retrying={retrying} />;
  return <>{children(state.value)}</>;
}
