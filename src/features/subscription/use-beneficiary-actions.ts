// Enable, disable, invite again and delete, each ending in a toast and a reload of the list (the plan's count
// and the statuses come from the server). A failure says why in a toast and changes nothing on screen.
import { useState } from 'react';
import { errorMessage } from '../../core/errors/error-message.ts';
import { showToast } from '../../core/feedback/toasts.ts';
import { enableBeneficiary } from '../../api/enable-beneficiary.ts';
import { deleteBeneficiary } from '../../api/delete-beneficiary.ts';
import { resendInvitation } from '../../api/resend-invitation.ts';
import type { Beneficiary } from '../../api/types.ts';
import { beneficiaryTexts as t } from '../../i18n/subscription.ts';
import { disableBeneficiary } from './api/disable-beneficiary.ts';
import { fullName } from './beneficiary-name.ts';
import { invitationUrl } from './invitation-url.ts';

export type BeneficiaryAction = 'edit' | 'enable' | 'disable' | 'invite' | 'remove';

export function useBeneficiaryActions(reload: () => Promise<void>) {
  const [busy, setBusy] = useState<{ id: string; action: BeneficiaryAction } | null>(null);

  const run = async (b: Beneficiary, action: BeneficiaryAction, call: () => Promise<string>) => {
    setBusy({ id: b.id, action });
    try {
      const message = await call();
      await reload();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  const perform = (action: Exclude<BeneficiaryAction, 'edit'>, b: Beneficiary): Promise<void> => {
    const who = fullName(b);
    switch (action) {
      case 'enable':
        return run(b, action, () => enableBeneficiary(b.id).then(() => t.enabled(who)));
      case 'disable':
        return run(b, action, () => disableBeneficiary(b.id).then(() => t.disabled(who)));
      case 'invite':
        return run(b, action, () => resendInvitation(b.id, invitationUrl()).then((r) => t.invited(r.sent_to ?? String(b.email))));
      case 'remove':
        return run(b, action, () => deleteBeneficiary(b.id).then(() => t.removed(who)));
    }
  };

  return { busy, perform };
}
