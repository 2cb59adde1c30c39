// /home/payment-agreements: a member in arrears spreads the debt over 2 to 6 monthly instalments, sees the
// calendar, accepts it and pays the first instalment by card; paying it brings the account out of 'En Mora'.
import { useState } from 'react';
import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { currentUser } from '../../../core/session/user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CalendarDays } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { agreementTexts as t, commonTexts } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { createAgreement } from '../api/create-agreement.ts';
import { getAgreementOptions } from '../api/get-agreement-options.ts';
import type { AgreementOptions } from '../api/types.ts';
import { attemptKey, endAttempts } from '../attempt-key.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ScheduleTable } from '../components/schedule-table.tsx';
import { actions, stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { withSelection } from '../selection.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { errorMessage } from '../../../core/errors/error-message.ts';

const choices = css`
  border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:${vars.space[2]};
  & legend{font-weight:700;margin-bottom:${vars.space[2]};}
  & label{display:flex;align-items:center;gap:${vars.space[3]};min-height:44px;padding:0 ${vars.space[3]};
    border:1px solid ${vars.color.borderStrong};border-radius:${vars.radius.md};background:${vars.color.surface};cursor:pointer;}
  & input{width:20px;height:20px;accent-color:${vars.color.primary};}
`;

function Agreement({ options }: { options: AgreementOptions }) {
  const [, navigate] = useLocation();
  const [count, setCount] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = options.options.find((option) => option.instalments === count);

  const accept = async () => {
    setMissing(!count);
    if (!count || running) return;
    setRunning(true);
    setError(null);
    try {
      const agreement = await createAgreement(currentUser()?.id ?? '', count, attemptKey(`agreement:${count}`));
      endAttempts();
      navigate(`~${withSelection(paymentPaths.bold, [agreement.instalments[0]!.charge_id])}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setRunning(false);
    }
  };

  return (
    <div className={stack}>
      <fieldset className={choices}>
        <legend>{t.choose}</legend>
        {options.options.map((option) => (
          <label key={option.instalments}>
            <input
              type="radio"
              name="instalments"
              value={option.instalments}
              checked={count === option.instalments}
              onChange={() => {
                setCount(option.instalments);
                setMissing(false);
              }}
            />
            {t.option(option.instalments, formatMoney(option.schedule[0]!.amount_cents))}
          </label>
        ))}
      </fieldset>
      <Card>{chosen ? <ScheduleTable schedule={chosen.schedule} /> : <p>{t.chooseFirst}</p>}</Card>
      <p>{t.terms}</p>
      {missing && <Alert type="warning" message={t.chooseFirst} />}
      {error && <Alert type="danger" title={t.createErrorTitle} message={`${error} ${t.createError}`} />}
      <div className={actions}>
        <Button fullWidth icon={CalendarDays} loading={running} onClick={() => void accept()}>
          {t.accept}
        </Button>
      </div>
    </div>
  );
}

export function AgreementsPage() {
  useDocumentTitle(t.title);
  const remote = useRemote(() => getAgreementOptions(currentUser()?.id ?? ''), 'agreements-page', { afterConfig: true });
  return (
    <>
      <PageHeader title={t.title} subtitle={remote.status === 'ready' ? t.subtitle(formatMoney(remote.data.debt_cents)) : undefined} />
      {remote.status === 'error' && remote.httpStatus === 409 ? (
        <div className={stack}>
          <Alert type="info" title={t.refused} message={remote.error} />
          <Link href={`~${paymentPaths.owed('client')}`} className={buttonClass('primary', 'md', true)}>
            {commonTexts.toPending}
          </Link>
        </div>
      ) : (
        <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
          {(options) => <Agreement options={options} />}
        </RemoteView>
      )}
    </>
  );
}
