// The holder's data, then the phone's OTP, then POST /customers. The step lives in the address
// (?paso=verificacion) so the browser's back goes from the code to the form; the draft keeps what was typed.
import { reportOutcome } from '../../../core/bridge/bridge-link.ts';
import { useState } from 'react';
import { css } from 'goober';
import { Link, useLocation, useSearch } from 'wouter';
import { createCustomer } from '../../../api/create-customer.ts';
import { listPlans } from '../../../api/list-plans.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ApiError, errorMessage } from '../../../core/errors/error-message.ts';
import { documentNumberCheck, emailCheck, phoneCheck } from '../../../forms/remote-checks.ts';
import { hasDraft } from '../../../forms/draft.ts';
import { firstError } from '../../../forms/rule.ts';
import { useForm } from '../../../forms/use-form.ts';
import { useRemoteCheck } from '../../../forms/use-remote-check.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { SignUpFields } from '../components/sign-up-fields.tsx';
import { OtpStep } from '../components/otp-step.tsx';
import { ChosenPlan } from '../components/chosen-plan.tsx';
import { readPlanChoice, savePlanChoice, saveSentTo } from '../flow-state.ts';
import { HOLDER_DRAFT, holderBody, holderInitial, holderRules, type HolderValues } from '../holder-form.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { useNomenclatures } from '../use-nomenclatures.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts.form;
const formClass = css`display:flex;flex-direction:column;gap:${vars.space[5]};`;
const backLink = css`margin-top:${vars.space[4]};& a{display:inline-flex;align-items:center;min-height:44px;color:${vars.color.primary};font-weight:600;}`;
const OTP_STEP = 'verificacion';

/** A sentence for a failed POST /customers: the server's own for a 4xx, ours when it failed or never answered. */
const createFailure = (error: unknown): string => errorMessage(error, t.createFailed);

export function RegistrationFormPage() {
  useDocumentTitle(t.title);
  const [, navigate] = useLocation();
  const step = new URLSearchParams(useSearch()).get('paso');
  const choice = readPlanChoice();
  const plans = useRemote(listPlans, 'plans', { afterConfig: true });
  const lists = useNomenclatures(['document-types-titular', 'civil-statuses', 'genders'] as const);
  const [restored] = useState(() => hasDraft(HOLDER_DRAFT));

  const form = useForm<HolderValues>({
    id: 'registro',
    initial: holderInitial,
    rules: holderRules,
    draft: { key: HOLDER_DRAFT, omit: ['password'] },
    onSubmit: async (): Promise<void> => {
      const [doc, phone, email] = await Promise.all([documentCheck.checkNow(), phoneChecked.checkNow(), emailChecked.checkNow()]);
      const taken: Partial<Record<keyof HolderValues, string>> = {};
      if (doc.status === 'invalid') taken.document_number = doc.message;
      if (email.status === 'invalid') taken.email = email.message;
      if (phone.status === 'invalid') taken.phone = phone.message;
      if (Object.keys(taken).length > 0) {
        form.setServerErrors(taken);
        return;
      }
      navigate(withinArea(paths.registrationStep(OTP_STEP)));
    },
  });
  const { values } = form;
  const ruleOk = (name: keyof HolderValues) => !firstError(holderRules[name], values[name], values);
  const documentCheck = useRemoteCheck(
    values.document_number,
    documentNumberCheck(values.document_type),
    ruleOk('document_number') && !!values.document_type,
    values.document_type,
  );
  const phoneChecked = useRemoteCheck(values.phone, phoneCheck, ruleOk('phone'));
  const emailChecked = useRemoteCheck(values.email, emailCheck, ruleOk('email'));

  const create = async () => {
    if (!choice) return;
    try {
      await createCustomer(holderBody(values, choice, `${window.location.origin}${paths.confirm}`));
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? (error.data as { fields?: Partial<Record<keyof HolderValues, string>> } | undefined)?.fields
          : undefined;
      if (!fields) throw error;
      // The server refused some field: back to the form, with its words beside the field.
      navigate(withinArea(paths.registrationForm));
      form.setFailure(t.fixFields);
      setTimeout(() => form.setServerErrors(fields), 0);
      return;
    }
    reportOutcome({ type: 'registration-completed' });
    form.clearDraft();
    savePlanChoice(null);
    saveSentTo(values.email.trim());
    navigate(withinArea(paths.pleaseConfirm));
  };

  if (!choice) {
    return (
      <AuthScreen brand={brandTexts}>
        <Card>
          <PageHeader title={t.title} subtitle={t.noPlan} />
          <Link href={withinArea(paths.plans)}>{onboardingTexts.plans.title}</Link>
        </Card>
      </AuthScreen>
    );
  }
  const plan = plans.status === 'ready' ? plans.data.find((p) => p.code === choice.code) : undefined;
  // After a reload the password is gone (it is never stored): the code step waits until it is typed again.
  const atOtp = step === OTP_STEP && values.password !== '';

  return (
    <AuthScreen brand={brandTexts}>
      <Card>
        <PageHeader title={atOtp ? onboardingTexts.otp.title : t.title} subtitle={atOtp ? undefined : t.subtitle} />
        <ChosenPlan choice={choice} plan={plan} />
      </Card>
      {atOtp ? (
        <Card>
          <OtpStep
            address={values.phone.trim()}
            channel="sms"
            verifyLabel={onboardingTexts.otp.verify}
            onVerified={create}
            failureText={createFailure}
          />
          <p className={backLink}>
            <Link href={withinArea(paths.registrationForm)}>{onboardingTexts.otp.back}</Link>
          </p>
        </Card>
      ) : (
        <Card>
          <RemoteView remote={lists} loadingLabel={onboardingTexts.plans.loading} errorTitle={t.listsError} lines={6} lineHeight="2.75rem">
            {(lists) => (
              <form className={formClass} onSubmit={form.submit} noValidate>
                {restored && !form.failure && <Alert type="info" message={t.draftKept} />}
                {form.failure && <Alert type="danger" message={form.failure} />}
                <SignUpFields
                  form={form}
                  lists={lists}
                  documentCheck={documentCheck.state}
                  phoneCheck={phoneChecked.state}
                  emailCheck={emailChecked.state}
                />
                <Button type="submit" fullWidth loading={form.submitting}>
                  {t.submit}
                </Button>
              </form>
            )}
          </RemoteView>
        </Card>
      )}
    </AuthScreen>
  );
}
