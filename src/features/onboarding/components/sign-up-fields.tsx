// The holder's sign-up fields: the shared holder fields (forms/holder-fields.tsx) plus the password and the
// consents, in the order a person fills them on paper: identity, personal, contact, address, access.
import type { CheckState } from '../../../forms/debounced-check.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormSection } from '../../../ui/form-section.tsx';
import { HolderFields } from '../../../forms/holder-fields.tsx';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { HolderValues } from '../holder-form.ts';
import type { Lists } from '../use-nomenclatures.ts';
import { PasswordField } from './password-field.tsx';

const t = onboardingTexts.form;

export type SignUpLists = Lists<'document-types-titular' | 'civil-statuses' | 'genders'>;

export interface SignUpFieldsProps {
  form: Form<HolderValues>;
  lists: SignUpLists;
  documentCheck: CheckState;
  phoneCheck: CheckState;
  emailCheck: CheckState;
}

export function SignUpFields({ form, lists, documentCheck, phoneCheck, emailCheck }: SignUpFieldsProps) {
  const { field, checkbox } = form;
  return (
    <>
      <HolderFields form={form} lists={lists} documentCheck={documentCheck} phoneCheck={phoneCheck} emailCheck={emailCheck} texts={t} own />
      <FormSection legend={t.sections.account}>
        <PasswordField binding={field('password')} />
        <Checkbox {...checkbox('privacy')} label={t.privacy} />
        <Checkbox {...checkbox('terms')} label={t.terms} />
      </FormSection>
    </>
  );
}
