// The reason for cancelling: one of the usual ones, or the member's own words.
import { css } from 'goober';
import { required } from '../../../forms/rules.ts';
import { type Rule } from '../../../forms/rule.ts';
import { useForm } from '../../../forms/use-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { cancelAppointment } from '../api/cancel-appointment.ts';
import type { Appointment } from '../api/types.ts';

const formClass = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};`;

type Reason = { reason: string; detail: string };
const rules: { [K in keyof Reason]: Rule<Reason>[] } = {
  reason: [required(t.reasonRequired)],
  // Asked only when the member chose to write their own.
  detail: [(value, values) => (values.reason === t.otherReason && String(value).trim().length < 3 ? t.reasonDetailRequired : undefined)],
};

export function CancelForm({
  appointment,
  onCancelled,
  onKeep,
}: {
  appointment: Appointment;
  onCancelled: (a: Appointment) => void;
  onKeep: () => void;
}) {
  const form = useForm<Reason>({
    id: 'cancelar',
    initial: { reason: '', detail: '' },
    rules,
    onSubmit: async ({ reason, detail }) =>
      onCancelled(await cancelAppointment(appointment.id, reason === t.otherReason ? detail.trim() : reason)),
  });
  const other = form.values.reason === t.otherReason;

  return (
    <form className={formClass} noValidate onSubmit={form.submit}>
      <Select
        label={t.reasonLabel}
        placeholder={t.choose}
        options={t.reasons.map((r) => ({ value: r, label: r }))}
        {...form.field('reason')}
      />
      {other && <Field label={t.reasonDetailLabel} maxLength={300} {...form.field('detail')} />}
      {form.failure && <Alert type="danger" title={t.cancelError} message={form.failure} />}
      <div className={actions}>
        <Button type="submit" variant="danger" loading={form.submitting}>
          {t.confirmCancel}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t.keep}
        </Button>
      </div>
    </form>
  );
}
