import type { CheckState } from '../../../forms/debounced-check.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { inviteTexts } from '../../../i18n/onboarding-invite.ts';
import type { InviteeValues } from '../invitee-form.ts';
import type { Lists } from '../use-nomenclatures.ts';
import { checkedError, checkingStatus } from '../../../forms/checked-field.ts';
import { FormSection } from '../../../ui/form-section.tsx';
import { PasswordField } from './password-field.tsx';
import { asksDocumentNumber } from '../../../forms/beneficiary.ts';

const t = onboardingTexts.form;

export type InviteeLists = Lists<'document-types-beneficiary' | 'relationships' | 'genders'>;

export interface InviteeFieldsProps {
  form: Form<InviteeValues>;
  lists: InviteeLists;
  documentCheck: CheckState;
  phoneCheck: CheckState;
}

export function InviteeFields({ form, lists, documentCheck, phoneCheck }: InviteeFieldsProps) {
  const { field, checkbox, errorOf, values } = form;
  return (
    <>
      <FormSection legend={t.sections.identity}>
        <Select {...field('document_type')} label={t.documentType} placeholder={t.select} options={lists['document-types-beneficiary']} />
        {asksDocumentNumber(values.document_type) && (
          <Field
            {...field('document_number')}
            label={t.documentNumber}
            hint={t.documentHint}
            status={checkingStatus(documentCheck)}
            error={checkedError(errorOf('document_number'), documentCheck)}
            autoCapitalize="characters"
            autoComplete="off"
            spellcheck={false}
          />
        )}
        <Select {...field('relationship')} label={inviteTexts.relationship} placeholder={t.select} options={lists.relationships} />
      </FormSection>
      <FormSection legend={t.sections.personal}>
        <Field {...field('first_name')} label={t.firstName} autoComplete="given-name" />
        <Field {...field('first_lastname')} label={t.firstLastname} autoComplete="family-name" />
        <Field {...field('second_lastname')} label={t.secondLastname} />
        <Field {...field('birth_date')} label={t.birthDate} type="date" autoComplete="bday" />
        <Select {...field('gender')} label={t.gender} placeholder={t.select} options={lists.genders} />
      </FormSection>
      <FormSection legend={t.sections.contact}>
        <Field
          {...field('email')}
          label={t.email}
          hint={t.emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellcheck={false}
        />
        <Field
          {...field('phone')}
          label={inviteTexts.phone}
          hint={inviteTexts.phoneHint}
          status={checkingStatus(phoneCheck)}
          error={checkedError(errorOf('phone'), phoneCheck)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </FormSection>
      <FormSection legend={t.sections.account}>
        <PasswordField binding={field('password')} />
        <Checkbox {...checkbox('privacy')} label={t.privacy} />
        <Checkbox {...checkbox('terms')} label={t.terms} />
      </FormSection>
    </>
  );
}
