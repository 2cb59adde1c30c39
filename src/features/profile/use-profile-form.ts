// The profile's answers while they are edited: kept in the tab as a draft (a reload keeps them), checked on
// blur with the registration's phone and document checks, saved as a whole; the server's field messages land
// beside their fields. After a save the customer record is reloaded, so home knows the profile is complete.
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../core/errors.ts';
import { readUserData } from '../../core/session-cookies.ts';
import { showToast } from '../../core/toasts.ts';
import { loadCustomer } from '../../api/current-customer.ts';
import type { Customer, FormValues } from '../../api/types.ts';
import { profileTexts as t } from '../../i18n/profile.ts';
import { inSpanish } from '../../i18n/spec-errors.ts';
import { saveProfileValues } from './api/save-profile-values.ts';
import { initialProfile, missingCount, PROFILE_FIELDS, type ProfileField, type ProfileValues } from './profile-fields.ts';
import { clearDraft, readDraft, writeDraft } from './profile-draft.ts';
import { useFieldChecks } from './use-field-checks.ts';

export type SaveNotice = { type: 'success' | 'info' | 'danger'; message: string } | null;

export function useProfileForm(customer: Customer | null, saved: FormValues) {
  const user = readUserData();
  const id = user?.id ?? '';
  const [snapshot, setSnapshot] = useState(() => initialProfile(customer, saved.values));
  const [draft] = useState(() => readDraft(id));
  const [values, setValues] = useState<ProfileValues>(() => ({ ...snapshot, ...draft }));
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [notice, setNotice] = useState<SaveNotice>(draft ? { type: 'info', message: t.draftRestored } : null);
  const [saving, setSaving] = useState(false);
  const { checks, checkPhone, checkDocument } = useFieldChecks({ phone: snapshot.phone, document_number: snapshot.document_number });
  const dirty = PROFILE_FIELDS.some((f) => values[f] !== snapshot[f]);
  const savedOnce = useRef(false);

  // The customer record (and with it home's Completed alert) is read again when the person leaves the screen,
  // not at once: reloading it now would put the screen's guard back to loading and remount the form.
  useEffect(
    () => () => {
      if (savedOnce.current && user) void loadCustomer(user, true);
    },
    [], // eslint-disable-line react-hooks/exhaustive-deps -- on leaving only
  );

  useEffect(() => {
    if (dirty) writeDraft(id, values);
    else clearDraft(id);
  }, [values, dirty, id]);

  const change = (field: ProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: ProfileField) => {
    if (field === 'phone' || field === 'emergency_contact_phone') checkPhone(field, values[field]);
    if (field === 'document_number') checkDocument(values);
  };

  const save = async (): Promise<ProfileField | null> => {
    if (!user) return null;
    setSaving(true);
    try {
      const result = await saveProfileValues(id, values);
      setSnapshot(values);
      clearDraft(id);
      setServerErrors({});
      setNotice({ type: result.general_status === 'PENDING' ? 'info' : 'success', message: result.general_status === 'PENDING' ? t.missing(missingCount(values)) : t.complete });
      showToast(t.saved, 'success');
      savedOnce.current = true;
      return null;
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? (error.data as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      setServerErrors(fields ?? {});
      setNotice({ type: 'danger', message: fields ? t.fixFields : `${inSpanish(errorText(error))} ${t.saveFailed}` });
      return fields ? (PROFILE_FIELDS.find((f) => f in fields) ?? null) : null;
    } finally {
      setSaving(false);
    }
  };

  const discard = () => clearDraft(id);
  return { values, errors: { ...checks, ...serverErrors }, change, blur, save, saving, notice, dirty, discard };
}
