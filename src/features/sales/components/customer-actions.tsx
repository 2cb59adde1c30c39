// What the staff member can do next with a sold customer: take a payment (the staff payment screens) while
// something is owed, and resend the welcome while the customer has not chosen their password.
import { useState } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { errorMessage } from '../../../core/errors/error-message.ts';
import { withTimeout } from '../../../core/loading/use-remote.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { salesTexts } from '../../../i18n/sales.ts';
import { customerActionsTexts as t } from '../../../i18n/sales-register.ts';
import { resendWelcome } from '../api/resend-welcome.ts';
import type { SalesCustomerDetail } from '../api/types.ts';
import { paymentPaths, salePaths } from '../../../core/routing/paths.ts';

const { space, font } = vars;
const title = css`font-size:${font.lg};margin:0 0 ${space[3]};`;
const row = css`display:flex;flex-wrap:wrap;gap:${space[3]};align-items:center;margin:${space[3]} 0;& p{margin:0;}`;

/** The server's sentence for a refusal (already active, another advisor's); ours when it failed or never answered. */
const resendFailure = (error: unknown): string => errorMessage(error, t.resendFailed);

type Sent = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'failed'; message: string };

export function CustomerActions({ detail }: { detail: SalesCustomerDetail }) {
  const [sent, setSent] = useState<Sent>({ status: 'idle' });
  const { register_payment: canPay, resend_welcome: canResend } = detail.actions;
  const resend = () => {
    setSent({ status: 'sending' });
    withTimeout(resendWelcome(detail.customer_id, `${window.location.origin}${salePaths.welcome}`)).then(
      (reply) => setSent({ status: 'sent', to: reply.sent_to }),
      (error: unknown) => setSent({ status: 'failed', message: resendFailure(error) }),
    );
  };
  return (
    <Card as="section" aria-labelledby="cliente-acciones">
      <h2 id="cliente-acciones" className={title}>
        {t.title}
      </h2>
      {detail.open_amount_cents > 0 && <p>{salesTexts.owes(formatMoney(detail.open_amount_cents))}</p>}
      <div className={row}>
        {canPay && (
          <Link href={`~${paymentPaths.staffSiteFor(detail.customer_id)}`} className={buttonClass('primary')}>
            {t.registerPayment}
          </Link>
        )}
        {canResend && (
          <Button type="button" variant="secondary" loading={sent.status === 'sending'} onClick={resend}>
            {sent.status === 'sending' ? t.resending : t.resendWelcome}
          </Button>
        )}
        {!canPay && !canResend && <p>{t.nothing}</p>}
      </div>
      <div role="status">{sent.status === 'sent' && <Alert type="success" message={t.welcomeSent(sent.to)} />}</div>
      {sent.status === 'failed' && <Alert type="danger" message={sent.message} />}
    </Card>
  );
}
