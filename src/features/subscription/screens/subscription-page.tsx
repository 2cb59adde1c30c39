import { useState } from 'react';
import { css } from 'goober';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { readUserData } from '../../../core/session-cookies.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { vars } from '../../../ui/tokens.ts';
import type { Beneficiary } from '../../../api/types.ts';
import { subscriptionTexts as t } from '../../../i18n/subscription.ts';
import { PlanSummary } from '../components/plan-summary.tsx';
import { PendingChanges } from '../components/pending-changes.tsx';
import { BeneficiaryList } from '../components/beneficiary-list.tsx';
import { BeneficiaryEditor } from '../components/beneficiary-editor.tsx';
import { useSubscription } from '../use-subscription.ts';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

type Editing = { mode: 'add' } | { mode: 'edit'; beneficiary: Beneficiary } | null;

export function SubscriptionPage() {
  useDocumentTitle(t.title);
  const { state, reload, retry, retrying } = useSubscription();
  const [editing, setEditing] = useState<Editing>(null);
  const user = readUserData();
  const holderName = user ? `${user.first_name} ${user.first_lastname}` : '';

  return (
    <div className={stack}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {state.status === 'loading' && (
        <div>
          <Spinner label={t.loading} />
          <Skeleton lines={5} height="2.5rem" />
        </div>
      )}
      {state.status === 'error' && <ErrorState title={t.errorTitle} message={state.message} retryLabel={t.retry} onRetry={retry} retrying={retrying} />}
      {state.status === 'ready' && (
        <>
          <PendingChanges changes={state.value.subscription.pending_changes} />
          <PlanSummary subscription={state.value.subscription} />
          {editing ? (
            <BeneficiaryEditor
              titularId={state.value.subscription.customer_id}
              holderName={holderName}
              beneficiary={editing.mode === 'edit' ? editing.beneficiary : null}
              relationships={state.value.relationships}
              onDone={async () => {
                await reload();
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <BeneficiaryList
              {...state.value}
              holderName={holderName}
              reload={reload}
              onAdd={() => setEditing({ mode: 'add' })}
              onEdit={(beneficiary) => setEditing({ mode: 'edit', beneficiary })}
            />
          )}
        </>
      )}
    </div>
  );
}
