// The one view of a call's states (core/loading/use-remote.ts): a spinner with a skeleton, the Spanish error with a working
// retry, the empty state, or the screen's content. Screens pass their words; the retry's label is the same everywhere.
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../../ui/empty-state.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { remoteTexts } from '../../i18n/remote.ts';
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
  /** The skeleton's shape while nothing is shown yet (0: no skeleton, the wait is only said). */
  lines?: number;
  lineHeight?: string;
  /** Keeps the previous data on screen while another key loads (a filter, a recheck). */
  keepData?: boolean;
  /** Shows the loading label next to the spinner (a page whose only content is the wait: "Comprobando el enlace…"). */
  showLabel?: boolean;
  /** Frames the loading, error and empty states when the content brings its own frame (a card with the page's title). */
  frame?: (state: ReactNode) => ReactNode;
  level?: 2 | 3;
  children: (data: T) => ReactNode;
}

export function RemoteView<T>(props: RemoteViewProps<T>) {
  const { remote, loadingLabel, errorTitle, empty, isEmpty, lines = 3, lineHeight = '3rem', keepData = false, level, children } = props;
  const frame = props.frame ?? ((state: ReactNode) => state);
  if (remote.status === 'error') {
    const message = props.errorMessage ?? remote.error;
    return frame(
      <ErrorState
        title={errorTitle}
        message={message}
        retryLabel={remoteTexts.retry}
        onRetry={remote.retry}
        retrying={remote.retrying}
        level={level}
      />,
    );
  }
  if (remote.status === 'loading' && (remote.data === undefined || !keepData)) {
    return frame(
      <>
        <Spinner label={loadingLabel} showLabel={props.showLabel} />
        {lines > 0 && <Skeleton lines={lines} height={lineHeight} />}
      </>,
    );
  }
  const data = remote.data as T;
  if (remote.status === 'empty' || (isEmpty && isEmpty(data))) return empty ? frame(<EmptyState level={level} {...empty} />) : null;
  return <>{children(data)}</>;
}
