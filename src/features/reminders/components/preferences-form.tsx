// The kind × channel table: one row per notice the member can receive, a checkbox per channel, each named with
// both ("Correo — Recordatorio de cita 24 h antes") so a screen reader says what it turns on. Saving keeps what
// was ticked on failure and announces the outcome in a status region.
import { useState } from 'react';
import { css } from 'goober';
import { errorMessage, ShownError } from '../../../core/errors/error-message.ts';
import { useForm } from '../../../forms/use-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { vars } from '../../../ui/tokens.ts';
import { remindersTexts as t } from '../../../i18n/reminders.ts';
import { saveNotificationPreferences } from '../api/save-notification-preferences.ts';
import {
  REMINDER_CHANNELS,
  type ChannelChoice,
  type NotificationPreferences,
  type ReminderChannel,
  type ReminderKind,
  type ReminderPreferences,
} from '../api/types.ts';

const kindNames: Record<ReminderKind, string> = t.kinds;
const channelNames: Record<ReminderChannel, string> = t.channels;

const table = css`width:100%;border-collapse:collapse;
  & caption{text-align:left;font-weight:700;font-size:${vars.font.lg};margin-bottom:${vars.space[2]};}
  & th,& td{padding:${vars.space[1]} ${vars.space[2]};border-bottom:1px solid ${vars.color.border};}
  & thead th{font-size:${vars.font.sm};text-align:center;}
  & thead th:first-child{text-align:left;}
  & tbody th{text-align:left;font-weight:400;}
  & td{width:4.5rem;text-align:center;}`;
// The whole cell is the target: 44 px tall, not the 22 px box alone.
const cell = css`display:flex;align-items:center;justify-content:center;min-height:${vars.size.control};cursor:pointer;
  & > input{width:22px;height:22px;margin:0;accent-color:${vars.color.primary};cursor:pointer;}`;
const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

const same = (a: ReminderPreferences, b: ReminderPreferences) => JSON.stringify(a) === JSON.stringify(b);

export function PreferencesForm({
  customerId,
  data,
  onSaved,
}: {
  customerId: string;
  data: NotificationPreferences;
  onSaved: (next: NotificationPreferences) => void;
}) {
  const [choices, setChoices] = useState<ReminderPreferences>(data.preferences);
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  // The ticks are this table's own shape; the hook sends them once at a time and says why a save failed.
  const form = useForm({
    id: 'avisos',
    initial: {},
    onSubmit: async () => {
      try {
        const saved = await saveNotificationPreferences(customerId, choices);
        setChoices(saved.preferences);
        onSaved(saved);
        setStatus('saved');
      } catch (error) {
        throw new ShownError(errorMessage(error, t.saveFailed));
      }
    },
  });
  const dirty = !same(choices, data.preferences);

  const toggle = (kind: ReminderKind, channel: ReminderChannel, on: boolean) => {
    const current: ChannelChoice = choices[kind] ?? { email: false, sms: false };
    setChoices({ ...choices, [kind]: { ...current, [channel]: on } });
    setStatus('idle');
  };

  return (
    <form className={stack} onSubmit={form.submit} aria-label={t.title} noValidate>
      <table className={table}>
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.kindHeader}</th>
            {REMINDER_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {channelNames[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{kindNames[kind]}</th>
              {REMINDER_CHANNELS.map((channel) => (
                <td key={channel}>
                  <label className={cell}>
                    <input
                      type="checkbox"
                      aria-label={t.choiceLabel(channel, kind)}
                      checked={choices[kind]?.[channel] ?? false}
                      onChange={(e) => toggle(kind, channel, (e.currentTarget as HTMLInputElement).checked)}
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div role="alert">{form.failure && <Alert type="danger" message={form.failure} />}</div>
      <p role="status">{form.submitting ? t.saving : status === 'saved' && !dirty ? t.saved : dirty ? t.unsaved : ''}</p>
      <Button type="submit" loading={form.submitting} fullWidth>
        {t.save}
      </Button>
    </form>
  );
}
