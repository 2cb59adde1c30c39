// The holder's fields, in the order a person fills them on paper: identity, personal, contact, address, access.
import type { CheckState } from '../../../forms/debounced-check.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { HolderValues } from '../holder-form.ts';
import type { Lists } from '../use-nomenclatures.ts';
import { checkedError, checkingHint } from './checked-field.ts';
import { FormSection } from './form-section.tsx';
import { PasswordField } from './password-field.tsx';

const t = onboardingTexts.form;

export type HolderLists = Lists<'document-types-titular' | 'civil-statuses' | 'genders'>;

export interface HolderFieldsProps {
  form: Form<HolderValues>;
  lists: HolderLists;
  documentCheck: CheckState;
  phoneCheck: CheckState;
}

export function HolderFields({ form, lists, documentCheck, phoneCheck }: HolderFieldsProps) {
  const { field, checkbox, errorOf } = form;
  return (
    <>
      <FormSection legend={t.sections.identity}>
        <Select {...field('document_type')} label={t.documentType} placeholder={t.select} options={lists['document-types-titular']} />
        <Field
          {...field('document_number')}
          label={t.documentNumber}
          hint={checkingHint(documentCheck, t.documentHint)}
          error={checkedError(errorOf('document_number'), documentCheck)}
          autoCapitalize="characters"
          autoComplete="off"
          spellcheck={false}
        />
      </FormSection>
      <FormSection legend={t.sections.personal}>
        <Field {...field('first_name')} label={t.firstName} autoComplete="given-name" />
        <Field {...field('second_name')} label={t.secondName} autoComplete="additional-name" />
        <Field {...field('first_lastname')} label={t.firstLastname} autoComplete="family-name" />
        <Field {...field('second_lastname')} label={t.secondLastname} />
        <Field {...field('birth_date')} label={t.birthDate} type="date" autoComplete="bday" />
        <Select {...field('gender')} label={t.gender} placeholder={t.select} options={lists.genders} />
        <Select {...field('civil_status')} label={t.civilStatus} placeholder={t.select} options={lists['civil-statuses']} />
      </FormSection>
      <FormSection legend={t.sections.contact}>
        <Field {...field('email')} label={t.email} hint={t.emailHint} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellcheck={false} />
        <Field
          {...field('phone')}
          label={t.phone}
          hint={checkingHint(phoneCheck, t.phoneHint)}
          error={checkedError(errorOf('phone'), phoneCheck)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </FormSection>
      <FormSection legend={t.sections.address}>
        <Field {...field('street')} label={t.street} autoComplete="street-address" />
        <Field {...field('postal_code')} label={t.postalCode} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        <Field {...field('city')} label={t.city} autoComplete="address-level2" />
        <Field {...field('province')} label={t.province} autoComplete="address-level1" />
      </FormSection>
      <FormSection legend={t.sections.account}>
        <PasswordField binding={field('password')} />
        <Checkbox {...checkbox('privacy')} label={t.privacy} />
        <Checkbox {...checkbox('terms')} label={t.terms} />
      </FormSection>
    </>
  );
}
