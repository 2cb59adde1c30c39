// The holder's fields, in the order a person fills them on paper: identity, personal, contact, address, access.
import type { CheckState } from '../../../forms/debounced-check.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormSection } from '../../../ui/form-section.tsx';
import { HolderFields as SharedHolderFields } from '../../../forms/holder-fields.tsx';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { HolderValues } from '../holder-form.ts';
import type { Lists } from '../use-nomenclatures.ts';
import { PasswordField } from './password-field.tsx';

const t = onboardingTexts.form;

export type HolderLists = Lists<'document-types-titular' | 'civil-statuses' | 'genders'>;

export interface HolderFieldsProps {
  form: Form<HolderValues>;
  lists: HolderLists;
  documentCheck: CheckState;
  phoneCheck: CheckState;
  emailCheck: CheckState;
}

export function HolderFields({ form, lists, documentCheck, phoneCheck, emailCheck }: HolderFieldsProps) {
  const { field, checkbox } = form;
  return (
    <>
      <SharedHolderFields
        form={form}
        lists={lists}
        documentCheck={documentCheck}
        phoneCheck={phoneCheck}
        emailCheck={emailCheck}
        texts={t}
        own
      />
      <FormSection legend={t.sections.account}>
        <PasswordField binding={field('password')} />
        <Checkbox {...checkbox('privacy')} label={t.privacy} />
        <Checkbox {...checkbox('terms')} label={t.terms} />
      </FormSection>
    </>
  );
}
