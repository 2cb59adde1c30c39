// The one view of a call's states (core/use-remote.ts): a spinner with a skeleton, the Spanish error with a working
// retry, the empty state, or the screen's content. Screens pass their words; the retry's label is the same everywhere.
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { remoteTexts } from '../i18n/remote.ts';
import type { RemoteCall } from './use-remote.ts';

export interface RemoteViewProps<T> {
  remote: RemoteCall<T>;
  loadingLabel: string;
  errorTitle: string;
  /** What the error says instead of the failure's own message (a 404 named for this screen...). */
  errorMessage?: ReactNode;
  /** Shown for a 404 read as empty, and for data that `isEmpty` calls empty. */
  empty?: EmptyStateProps;
  isEmpty?: (data: T) => boolean;
  /** The skeleton's shape while nothing is shown yet. */
  lines?: number;
  lineHeight?: string;
  /** Keeps the previous data on screen while another key loads (a filter, a recheck). */
  keepData?: boolean;
  level?: 2 | 3;
  children: (data: T) => ReactNode;
}

export function RemoteView<T>(props: RemoteViewProps<T>) {
  const { remote, loadingLabel, errorTitle, empty, isEmpty, lines = 3, lineHeight = '3rem', keepData = false, level, children } = props;
  if (remote.status === 'error') {
    const message = props.errorMessage ?? remote.error;
    return (
      <ErrorState
        title={errorTitle}
        message={message}
        retryLabel={remoteTexts.retry}
        onRetry={remote.retry}
        retrying={remote.retrying}
        level={level}
      />
    );
  }
  if (remote.status === 'loading' && (remote.data === undefined || !keepData)) {
    return (
      <>
        <Spinner label={loadingLabel} />
        <Skeleton lines={lines} height={lineHeight} />
      </>
    );
  }
  const data = remote.data as T;
  if (remote.status === 'empty' || (isEmpty && isEmpty(data))) return empty ? <EmptyState level={level} {...empty} /> : null;
  return <>{children(data)}</>;
}
