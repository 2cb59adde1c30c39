// What the upgrade and extension screens share: the header, the subscription's loading and error states, and
// the way back.
import type { ReactNode } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import type { RemoteCall } from '../../../core/loading/use-remote.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { ArrowLeft } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { changeTexts as t } from '../../../i18n/subscription.ts';
import type { Subscription } from '../api/types.ts';
import type { SubscriptionData } from '../use-subscription.ts';
import { subscriptionPaths } from '../../../core/routing/paths.ts';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

interface Props {
  title: string;
  subtitle: string;
  remote: RemoteCall<SubscriptionData>;
  children: (subscription: Subscription) => ReactNode;
}

export function ChangeFrame({ title, subtitle, remote, children }: Props) {
  useDocumentTitle(title);
  return (
    <div className={stack}>
      <PageHeader title={title} subtitle={subtitle} />
      <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.errorTitle} lines={4}>
        {(data) => children(data.subscription)}
      </RemoteView>
      <div>
        <Link href={`~${subscriptionPaths.summary}`} className={buttonClass('ghost')}>
          <ArrowLeft size={20} aria-hidden="true" />
          {t.back}
        </Link>
      </div>
    </div>
  );
}
