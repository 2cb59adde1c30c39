// The reason for cancelling: one of the usual ones, or the member's own words.
import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import { errorMessage } from '../../../core/errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { cancelAppointment } from '../api/cancel-appointment.ts';
import type { Appointment } from '../api/types.ts';

const form = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};`;

export function CancelForm({
  appointment,
  onCancelled,
  onKeep,
}: {
  appointment: Appointment;
  onCancelled: (a: Appointment) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; detail?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  const other = reason === t.otherReason;
  // After a refused submit, once the messages are on screen: focus the first field that needs attention.
  useEffect(() => {
    if (checks) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const submit = async (event: Event) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : t.reasonRequired,
      detail: other && detail.trim().length < 3 ? t.reasonDetailRequired : undefined,
    };
    setErrors(found);
    if (found.reason || found.detail) {
      setChecks((n) => n + 1);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancelAppointment(appointment.id, other ? detail.trim() : reason));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={form} noValidate onSubmit={(e) => void submit(e as unknown as Event)}>
      <Select
        label={t.reasonLabel}
        placeholder={t.choose}
        value={reason}
        error={errors.reason}
        options={t.reasons.map((r) => ({ value: r, label: r }))}
        onChange={(e) => {
          setReason((e.currentTarget as HTMLSelectElement).value);
          setErrors((x) => ({ ...x, reason: undefined }));
        }}
      />
      {other && (
        <Field
          label={t.reasonDetailLabel}
          value={detail}
          maxLength={300}
          error={errors.detail}
          onInput={(e) => {
            setDetail((e.currentTarget as HTMLInputElement).value);
            setErrors((x) => ({ ...x, detail: undefined }));
          }}
        />
      )}
      {failure && <Alert type="danger" title={t.cancelError} message={failure} />}
      <div className={actions}>
        <Button type="submit" variant="danger" loading={busy}>
          {t.confirmCancel}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t.keep}
        </Button>
      </div>
    </form>
  );
}
