import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { vars } from '../../../ui/tokens.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';

const heading = css`font-size:${vars.font.lg};font-weight:700;margin-bottom:${vars.space[3]};`;

/** One numbered step of the booking, a section with its own heading. */
export function StepSection({ n, name, focus, children }: { n: number; name: string; focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // A step that appears because of the member's last action (the confirmation) takes focus, which scrolls it into view.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Card as="section">
      <h2 ref={ref} className={heading} tabIndex={-1}>
        {t.step(n, name)}
      </h2>
      {children}
    </Card>
  );
}
