// What the upgrade and extension screens share: the header, the subscription's loading and error states, and
// the way back.
import type { ReactNode } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { ArrowLeft } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { changeTexts as t } from '../../../i18n/subscription.ts';
import type { Subscription } from '../api/types.ts';
import type { Loadable, SubscriptionData } from '../use-subscription.ts';
import { subscriptionPaths } from '../paths.ts';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

interface Props {
  title: string;
  subtitle: string;
  state: Loadable<SubscriptionData>;
  retry: () => void;
  retrying: boolean;
  children: (subscription: Subscription) => ReactNode;
}

export function ChangeFrame({ title, subtitle, state, retry, retrying, children }: Props) {
  useDocumentTitle(title);
  return (
    <div className={stack}>
      <PageHeader title={title} subtitle={subtitle} />
      {state.status === 'loading' && (
        <div>
          <Spinner label={t.loading} />
          <Skeleton lines={4} height="3rem" />
        </div>
      )}
      {state.status === 'error' && <ErrorState title={t.errorTitle} message={state.message} retryLabel={t.retry} onRetry={retry} retrying={retrying} />}
      {state.status === 'ready' && children(state.value.subscription)}
      <div>
        <Link href={subscriptionPaths.summary} className={buttonClass('ghost')}>
          <ArrowLeft size={20} aria-hidden="true" />
          {t.back}
        </Link>
      </div>
    </div>
  );
}
