// The chosen slot, kept for this session while the member confirms: a visible countdown, confirm or go back.
import { useEffect } from 'react';
import { useLatest } from '../../../core/hooks/use-latest.ts';
import { css } from 'goober';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { vars } from '../../../ui/tokens.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { minutesSeconds, useCountdown } from '../use-countdown.ts';
import { AppointmentSummary, type SummaryFacts } from './appointment-summary.tsx';

const column = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const timer = css`font-weight:700;font-variant-numeric:tabular-nums;color:${vars.color.primary};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};`;

export function HoldPanel({
  facts,
  expiresAt,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onOther,
  onExpire,
}: {
  facts: SummaryFacts;
  expiresAt: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onOther: () => void;
  onExpire: () => void;
}) {
  const seconds = useCountdown(expiresAt);
  const expired = seconds === 0;
  const expire = useLatest(onExpire);
  // Once, when time runs out.
  useEffect(() => {
    if (expired) expire.current();
  }, [expired, expire]);
  return (
    <div className={column}>
      <AppointmentSummary facts={facts} />
      <p>
        {t.heldFor}{' '}
        <span role="timer" aria-live="off" className={timer} data-testid="hold-countdown">
          {minutesSeconds(seconds)}
        </span>
      </p>
      {error && <Alert type="danger" title={error} />}
      <div className={actions}>
        <Button loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onOther}>
          {t.chooseOther}
        </Button>
      </div>
    </div>
  );
}
