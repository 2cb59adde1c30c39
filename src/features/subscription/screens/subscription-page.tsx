import { useState } from 'react';
import { css } from 'goober';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
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
  const remote = useSubscription();
  const { reload } = remote;
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className={stack}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.errorTitle} lines={5} lineHeight="2.5rem" keepData>
        {(data) => (
          <>
            <PendingChanges changes={data.subscription.pending_changes} />
            <PlanSummary subscription={data.subscription} />
            {editing ? (
              <BeneficiaryEditor
                titularId={data.subscription.customer_id}
                beneficiary={editing.mode === 'edit' ? editing.beneficiary : null}
                relationships={data.relationships}
                onDone={async () => {
                  await reload();
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <BeneficiaryList
                {...data}
                reload={reload}
                onAdd={() => setEditing({ mode: 'add' })}
                onEdit={(beneficiary) => setEditing({ mode: 'edit', beneficiary })}
              />
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
