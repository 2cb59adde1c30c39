// Mi Perfil → "Personas que me ayudan" (issue 31): the member's grants, each with what the person may do, until
// when and its status; add one (the invitation goes to their e-mail or mobile), change or withdraw one at once.
import { useState } from 'react';
import { css } from 'goober';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { showToast } from '../../../core/feedback/toasts.ts';
import { errorMessage } from '../../../core/errors/error-message.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { UserPlus } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { ProfileSection } from './profile-section.tsx';
import { caregiverTexts } from '../../../i18n/caregivers.ts';
import { formatDate } from '../../../i18n/format.ts';
import { listCaregiverGrants, type CaregiverGrant } from '../api/list-caregiver-grants.ts';
import { giveCaregiverGrant } from '../api/give-caregiver-grant.ts';
import { changeCaregiverGrant } from '../api/change-caregiver-grant.ts';
import { revokeCaregiverGrant } from '../api/revoke-caregiver-grant.ts';
import { CaregiverGrantForm, type GrantValues } from './caregiver-grant-form.tsx';
import type { CaregiverModule } from '#contract/caregivers/scope.ts';

const t = caregiverTexts.grants;
const item = css`display:flex;flex-direction:column;gap:${vars.space[2]};padding:${vars.space[4]} 0;border-top:1px solid ${vars.color.border};`;
const head = css`display:flex;justify-content:space-between;align-items:flex-start;gap:${vars.space[3]};flex-wrap:wrap;`;
const facts = css`margin:0;display:grid;grid-template-columns:auto minmax(0,1fr);gap:${vars.space[1]} ${vars.space[3]};& dt{color:${vars.color.textMuted};}& dd{margin:0;}`;
const actions = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};`;

const TONES: Record<CaregiverGrant['status'], BadgeTone> = {
  activa: 'success',
  invitada: 'info',
  retirada: 'neutral',
  caducada: 'neutral',
};
const live = (grant: CaregiverGrant) => grant.status === 'activa' || grant.status === 'invitada';
const moduleList = (modules: readonly CaregiverModule[]) => modules.map((m) => caregiverTexts.modules[m]).join(', ');
const modulesOf = (values: GrantValues) => values.modules.split(',').filter(Boolean) as CaregiverModule[];

function GrantItem({ grant, onChanged, onRevoke }: { grant: CaregiverGrant; onChanged: () => void; onRevoke: () => void }) {
  const [editing, setEditing] = useState(false);
  const save = async (values: GrantValues) => {
    await changeCaregiverGrant(grant.id, { modules: modulesOf(values), ends_on: values.ends_on });
    setEditing(false);
    showToast(t.changed(grant.caregiver_name), 'success');
    onChanged();
  };
  return (
    <li className={item}>
      <div className={head}>
        <h3>{grant.caregiver_name}</h3>
        <Badge tone={TONES[grant.status]}>{caregiverTexts.status[grant.status]}</Badge>
      </div>
      <dl className={facts}>
        <dt>{t.contact}</dt>
        <dd>{grant.contact}</dd>
        <dt>{t.modules}</dt>
        <dd>{moduleList(grant.modules)}</dd>
        <dt>{t.lastDay}</dt>
        <dd>{formatDate(grant.ends_on)}</dd>
      </dl>
      {editing ? (
        <CaregiverGrantForm grant={grant} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        live(grant) && (
          <div className={actions}>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`${t.change}: ${grant.caregiver_name}`}>
              {t.change}
            </Button>
            <Button variant="danger" size="sm" onClick={onRevoke} aria-label={`${t.revoke}: ${grant.caregiver_name}`}>
              {t.revoke}
            </Button>
          </div>
        )
      )}
    </li>
  );
}

export function CaregiversSection({ grantorId }: { grantorId: string }) {
  const remote = useRemote(listCaregiverGrants, `grants:${grantorId}`);
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<CaregiverGrant | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (values: GrantValues) => {
    const grant = await giveCaregiverGrant({
      grantor_id: grantorId,
      caregiver_name: values.caregiver_name.trim(),
      contact: values.contact.trim(),
      modules: modulesOf(values),
      ends_on: values.ends_on,
    });
    setAdding(false);
    showToast(t.added(grant.caregiver_name), 'success');
    remote.retry();
  };
  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeCaregiverGrant(revoking.id);
      showToast(t.revoked(revoking.caregiver_name), 'success');
      remote.retry();
    } catch (error) {
      showToast(errorMessage(error, t.revokeFailed), 'error');
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <ProfileSection id="profile-caregivers" title={t.title} hint={t.hint}>
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.errorTitle}
        keepData
        level={3}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t.emptyTitle, message: t.emptyMessage, level: 3 }}
      >
        {(list) => (
          <ul>
            {list.map((grant) => (
              <GrantItem key={grant.id} grant={grant} onChanged={remote.retry} onRevoke={() => setRevoking(grant)} />
            ))}
          </ul>
        )}
      </RemoteView>
      {adding ? (
        <CaregiverGrantForm onSave={add} onCancel={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" icon={UserPlus} onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t.revokeTitle(revoking.caregiver_name) : ''}
        message={<p>{t.revokeMessage}</p>}
        confirmLabel={t.revokeConfirm}
        cancelLabel={t.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </ProfileSection>
  );
}
