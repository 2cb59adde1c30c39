// The profile's answers while they are edited, on the shared form hook: a tab draft (a reload keeps them), the
// shared field rules and the registration's checks, the server's messages beside their fields. The customer
// record is read again when the person leaves the screen, so home shows the Completed alert.
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../core/hooks/use-latest.ts';
import { ApiError } from '../../core/errors/error-message.ts';
import { useUser } from '../../core/session/user.ts';
import { showToast } from '../../core/feedback/toasts.ts';
import { reportOutcome } from '../../core/bridge/bridge-link.ts';
import { useForm } from '../../forms/use-form.ts';
import { loadCustomer } from '../../api/current-customer.ts';
import type { Customer, FormValues } from '../../api/types.ts';
import { profileTexts as t } from '../../i18n/profile.ts';
import { saveProfileValues } from './api/save-profile-values.ts';
import { initialProfile, missingCount, PROFILE_FIELDS, profileRules, type ProfileField } from './profile-fields.ts';
import { hasUnsavedDraft, profileDraftKey } from './profile-draft.ts';
import { useOwnChecks } from './use-own-checks.ts';

export type SaveNotice = { type: 'success' | 'info'; message: string } | null;

export function useProfileForm(customer: Customer | null, saved: FormValues) {
  const user = useUser();
  const id = user?.id ?? '';
  const [snapshot, setSnapshot] = useState(() => initialProfile(customer, saved.values));
  const [notice, setNotice] = useState<SaveNotice>(() =>
    hasUnsavedDraft(id, snapshot) ? { type: 'info', message: t.draftRestored } : null,
  );
  const [failedStatus, setFailedStatus] = useState<number | undefined>();
  const savedOnce = useRef(false);

  const f = useForm({
    id: 'perfil',
    initial: snapshot,
    rules: profileRules,
    draft: { key: profileDraftKey(id) },
    onSubmit: async (values) => {
      setNotice(null);
      setFailedStatus(undefined);
      try {
        const result = await saveProfileValues(id, values);
        setSnapshot(values);
        savedOnce.current = true;
        const complete = result.general_status !== 'PENDING';
        setNotice({ type: complete ? 'success' : 'info', message: complete ? t.complete : t.missing(missingCount(values)) });
        showToast(t.saved, 'success');
        reportOutcome({ type: 'form-submitted' });
      } catch (error) {
        setFailedStatus(error instanceof ApiError ? error.status : undefined);
        throw error;
      }
    },
  });
  const checks = useOwnChecks(f, snapshot);

  // Not at once after saving: reloading the record puts the screen's guard back to loading and remounts it.
  const leave = useLatest(() => {
    if (savedOnce.current && user) void loadCustomer(user, true);
  });
  useEffect(
    () => () => leave.current(),
    [leave], // on leaving only
  );

  const errorOf = (field: ProfileField) =>
    f.errorOf(field) ?? (field === 'phone' || field === 'document_number' ? checks[field] : undefined);
  const failure = f.failure && (failedStatus === 422 ? f.failure : `${f.failure} ${t.saveFailed}`);
  const dirty = PROFILE_FIELDS.some((field) => f.values[field] !== snapshot[field]);
  return { form: f, errorOf, notice, failure, dirty };
}
