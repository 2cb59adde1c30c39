import { useState } from 'react';
import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { UserPlus, Users } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import type { Beneficiary, NomenclatureItem } from '../../../api/types.ts';
import { beneficiaryTexts as t } from '../../../i18n/subscription.ts';
import type { Subscription } from '../api/types.ts';
import { fullName } from '../beneficiary-name.ts';
import { useBeneficiaryActions, type BeneficiaryAction } from '../use-beneficiary-actions.ts';
import { BeneficiaryRow } from './beneficiary-row.tsx';

const { space, color, font } = vars;
const head = css`display:flex;justify-content:space-between;align-items:center;gap:${space[2]};flex-wrap:wrap;padding:${space[4]} ${space[4]} 0;`;
const title = css`font-size:${font.xl};margin:0;`;
const note = css`color:${color.textMuted};padding:${space[2]} ${space[4]} 0;`;
const list = css`list-style:none;margin:${space[2]} 0 0;padding:0;`;
const add = css`padding:${space[3]} ${space[4]} 0;`;

interface Props {
  subscription: Subscription;
  beneficiaries: Beneficiary[];
  relationships: NomenclatureItem[];
  reload: () => Promise<void>;
  onAdd: () => void;
  onEdit: (b: Beneficiary) => void;
}

export function BeneficiaryList({ subscription, beneficiaries, relationships, reload, onAdd, onEdit }: Props) {
  const { busy, perform } = useBeneficiaryActions(reload);
  const [removing, setRemoving] = useState<Beneficiary | null>(null);
  const { limit, used } = subscription.beneficiaries;
  const relationName = (code: string) => relationships.find((r) => r.code === code)?.name ?? code;

  const onAction = (action: BeneficiaryAction, b: Beneficiary) => {
    if (action === 'edit') onEdit(b);
    else if (action === 'remove') setRemoving(b);
    else void perform(action, b);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await perform('remove', removing);
    setRemoving(null);
  };

  return (
    <Card as="section" flush aria-labelledby="beneficiaries-heading">
      <div className={head}>
        <h2 id="beneficiaries-heading" className={title}>
          {t.heading}
        </h2>
        {limit > 0 && <span data-testid="beneficiary-count">{t.count(used, limit)}</span>}
      </div>
      {limit > 0 && (
        <div className={add}>
          <Button icon={UserPlus} onClick={onAdd}>
            {t.add}
          </Button>
        </div>
      )}
      {limit === 0 && <p className={note}>{t.individual}</p>}
      {limit > 0 && used >= limit && (
        <p className={note} data-testid="beneficiary-limit">
          {t.atLimit(limit)}
        </p>
      )}
      {beneficiaries.length === 0 ? (
        limit > 0 && <EmptyState icon={Users} title={t.emptyTitle} message={t.emptyMessage} level={3} />
      ) : (
        <ul className={list}>
          {beneficiaries.map((b) => (
            <BeneficiaryRow
              key={b.id}
              beneficiary={b}
              relationship={relationName(b.relationship)}
              busy={busy?.id === b.id ? busy.action : null}
              onAction={onAction}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.removeTitle(fullName(removing)) : ''}
        message={removing ? <p>{t.removeMessage(fullName(removing))}</p> : undefined}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.cancel}
        tone="danger"
        busy={busy?.action === 'remove'}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
