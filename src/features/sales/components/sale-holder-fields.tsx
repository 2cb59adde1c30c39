// The holder's fields, as the registration asks them: identity (with the document check), personal, contact
// (with the phone check) and address.
import type { CheckState } from '../../../forms/debounced-check.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { registerSaleTexts as t } from '../../../i18n/sales-register.ts';
import { checkedError, checkingHint } from '../checked-field.ts';
import type { SaleValues } from '../sale-form.ts';
import type { SaleLists } from '../use-sale-lists.ts';
import { FormSection } from './form-section.tsx';

export interface SaleHolderFieldsProps {
  form: Form<SaleValues>;
  options: SaleLists['options'];
  documentCheck: CheckState;
  phoneCheck: CheckState;
}

export function SaleHolderFields({ form, options, documentCheck, phoneCheck }: SaleHolderFieldsProps) {
  const { field, errorOf } = form;
  return (
    <>
      <FormSection legend={t.sections.identity}>
        <Select {...field('document_type')} label={t.documentType} placeholder={t.select} options={options['document-types-titular']} />
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
        <Field {...field('first_name')} label={t.firstName} autoComplete="off" />
        <Field {...field('second_name')} label={t.secondName} autoComplete="off" />
        <Field {...field('first_lastname')} label={t.firstLastname} autoComplete="off" />
        <Field {...field('second_lastname')} label={t.secondLastname} autoComplete="off" />
        <Field {...field('birth_date')} label={t.birthDate} type="date" autoComplete="off" />
        <Select {...field('gender')} label={t.gender} placeholder={t.select} options={options.genders} />
        <Select {...field('civil_status')} label={t.civilStatus} placeholder={t.select} options={options['civil-statuses']} />
      </FormSection>
      <FormSection legend={t.sections.contact}>
        <Field {...field('email')} label={t.email} hint={t.emailHint} type="email" inputMode="email" autoComplete="off" autoCapitalize="none" spellcheck={false} />
        <Field
          {...field('phone')}
          label={t.phone}
          hint={checkingHint(phoneCheck, t.phoneHint)}
          error={checkedError(errorOf('phone'), phoneCheck)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      </FormSection>
      <FormSection legend={t.sections.address}>
        <Field {...field('street')} label={t.street} autoComplete="off" />
        <Field {...field('postal_code')} label={t.postalCode} inputMode="numeric" autoComplete="off" maxLength={5} />
        <Field {...field('city')} label={t.city} autoComplete="off" />
        <Field {...field('province')} label={t.province} autoComplete="off" />
      </FormSection>
    </>
  );
}
