// The invited beneficiary's form, then the code the server sends to the address the holder gave, then the
// acceptance, which carries the code (the server checks it last). The step lives in the address (?paso=datos /
// ?paso=verificacion); the draft keeps what was typed, never the password or the code.
import { css } from 'goober';
import { useLocation, useSearch } from 'wouter';
import { ApiError, errorMessage } from '../../../core/errors/error-message.ts';
import { documentNumberCheck, phoneCheckWith } from '../../../forms/remote-checks.ts';
import { firstError } from '../../../forms/rule.ts';
import { useForm } from '../../../forms/use-form.ts';
import { useRemoteCheck } from '../../../forms/use-remote-check.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { inviteTexts as t } from '../../../i18n/onboarding-invite.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import { sendInvitationCode } from '../api/send-invitation-code.ts';
import type { Invitation } from '../api/get-invitation.ts';
import { inviteeBody, inviteeDraft, inviteeInitial, inviteeRules, type InviteeValues } from '../invitee-form.ts';
import { useNomenclatures } from '../use-nomenclatures.ts';
import { InviteeFields } from './invitee-fields.tsx';
import { OtpStep } from './otp-step.tsx';
import { asksDocumentNumber } from '../../../forms/beneficiary.ts';

const formClass = css`display:flex;flex-direction:column;gap:${vars.space[5]};`;

const failureText = (error: unknown): string => errorMessage(error, onboardingTexts.form.createFailed);

export function BeneficiaryRegistration({
  token,
  invitation,
  base,
  onDone,
}: {
  /** The link's token: what the server knows this invitation by. */
  token: string;
  invitation: Invitation;
  base: string;
  onDone: (v: InviteeValues) => void;
}) {
  const [, navigate] = useLocation();
  const step = new URLSearchParams(useSearch()).get('paso');
  const lists = useNomenclatures(['document-types-beneficiary', 'relationships', 'genders'] as const);
  const self = { beneficiary_id: invitation.beneficiary_id };
  const form = useForm<InviteeValues>({
    id: 'beneficiario',
    initial: { ...inviteeInitial, first_name: invitation.first_name, relationship: invitation.relationship },
    rules: inviteeRules,
    draft: { key: inviteeDraft(invitation.beneficiary_id), omit: ['password'] },
    onSubmit: async (): Promise<void> => {
      const [doc, phone] = await Promise.all([documentCheck.checkNow(), phoneChecked.checkNow()]);
      const taken: Partial<Record<keyof InviteeValues, string>> = {};
      if (doc.status === 'invalid') taken.document_number = doc.message;
      if (phone.status === 'invalid') taken.phone = phone.message;
      if (Object.keys(taken).length > 0) {
        form.setServerErrors(taken);
        return;
      }
      navigate(`${base}?paso=verificacion`);
    },
  });
  const { values } = form;
  const ruleOk = (name: keyof InviteeValues) => !firstError(inviteeRules[name], values[name], values);
  const documentCheck = useRemoteCheck(
    values.document_number,
    documentNumberCheck(values.document_type, self),
    ruleOk('document_number') && !!values.document_type && asksDocumentNumber(values.document_type),
    values.document_type,
  );
  const phoneChecked = useRemoteCheck(values.phone, phoneCheckWith(self), ruleOk('phone'));

  // A refused field sends the person back to the form with the server's words beside it (the code is not spent);
  // anything else is the code step's to show.
  const accept = async (code: string) => {
    try {
      await acceptInvitation(token, inviteeBody(values), code);
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? (error.data as { fields?: Partial<Record<keyof InviteeValues, string>> } | undefined)?.fields
          : undefined;
      if (fields) {
        navigate(`${base}?paso=datos`);
        form.setFailure(onboardingTexts.form.fixFields);
        setTimeout(() => form.setServerErrors(fields), 0);
      }
      throw error;
    }
  };
  const calls = { send: () => sendInvitationCode(token), verify: accept };
  const finish = async () => {
    form.clearDraft();
    onDone(values);
  };

  if (step === 'verificacion' && values.password !== '') {
    return (
      <Card>
        <PageHeader title={t.otpTitle} />
        <OtpStep
          address={invitation.email_hint}
          channel="email"
          calls={calls}
          verifyLabel={t.verify}
          onVerified={finish}
          failureText={failureText}
        />
      </Card>
    );
  }
  return (
    <Card>
      <PageHeader title={t.formTitle} subtitle={t.formSubtitle(invitation.email_hint)} />
      <RemoteView remote={lists} loadingLabel={t.loading} errorTitle={onboardingTexts.form.listsError} lines={6} lineHeight="2.75rem">
        {(lists) => (
          <form className={formClass} onSubmit={form.submit} noValidate>
            {form.failure && <Alert type="danger" message={form.failure} />}
            <InviteeFields form={form} lists={lists} documentCheck={documentCheck.state} phoneCheck={phoneChecked.state} />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t.submit}
            </Button>
          </form>
        )}
      </RemoteView>
    </Card>
  );
}
