// A holder's identity, personal, contact and address fields, with the document and phone checks beside them.
// `own`: the person types their own data, so the browser may fill it in; staff typing a customer's data must not
// get their own details offered.
import { Field } from '../ui/field.tsx';
import { FormSection } from '../ui/form-section.tsx';
import { Select, type SelectOption } from '../ui/select.tsx';
import { Stack } from '../ui/stack.tsx';
import type { personFieldTexts } from '../i18n/person-fields.ts';
import { checkedError, checkingStatus } from './checked-field.ts';
import type { CheckState } from './debounced-check.ts';
import type { HolderPersonValues } from './holder.ts';
import type { Form } from './use-form.ts';

export type HolderLists = Record<'document-types-titular' | 'civil-statuses' | 'genders', SelectOption[]>;

export interface HolderFieldsProps<V extends HolderPersonValues> {
  form: Form<V>;
  lists: HolderLists;
  documentCheck: CheckState;
  phoneCheck: CheckState;
  /** Only where the person signs up themselves (the e-mail becomes their login). */
  emailCheck?: CheckState;
  texts: typeof personFieldTexts & { emailHint: string; phoneHint: string };
  own: boolean;
}

export function HolderFields<V extends HolderPersonValues>({
  form,
  lists,
  documentCheck,
  phoneCheck,
  emailCheck,
  texts: t,
  own,
}: HolderFieldsProps<V>) {
  const { field, errorOf } = form;
  const auto = (token: string) => (own ? token : 'off');
  // Its own stack: a caller may put it in one card, where the sections still need their space between them.
  return (
    <Stack gap={5}>
      <FormSection legend={t.sections.identity}>
        <Select {...field('document_type')} label={t.documentType} placeholder={t.select} options={lists['document-types-titular']} />
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
      </FormSection>
      <FormSection legend={t.sections.personal}>
        <Field {...field('first_name')} label={t.firstName} autoComplete={auto('given-name')} />
        <Field {...field('second_name')} label={t.secondName} autoComplete={auto('additional-name')} />
        <Field {...field('first_lastname')} label={t.firstLastname} autoComplete={auto('family-name')} />
        <Field {...field('second_lastname')} label={t.secondLastname} autoComplete="off" />
        <Field {...field('birth_date')} label={t.birthDate} type="date" autoComplete={auto('bday')} />
        <Select {...field('gender')} label={t.gender} placeholder={t.select} options={lists.genders} />
        <Select {...field('civil_status')} label={t.civilStatus} placeholder={t.select} options={lists['civil-statuses']} />
      </FormSection>
      <FormSection legend={t.sections.contact}>
        <Field
          {...field('email')}
          label={t.email}
          hint={t.emailHint}
          status={emailCheck && checkingStatus(emailCheck)}
          error={emailCheck ? checkedError(errorOf('email'), emailCheck) : errorOf('email')}
          type="email"
          inputMode="email"
          autoComplete={auto('email')}
          autoCapitalize="none"
          spellcheck={false}
        />
        <Field
          {...field('phone')}
          label={t.phone}
          hint={t.phoneHint}
          status={checkingStatus(phoneCheck)}
          error={checkedError(errorOf('phone'), phoneCheck)}
          type="tel"
          inputMode="tel"
          autoComplete={auto('tel-national')}
        />
      </FormSection>
      <FormSection legend={t.sections.address}>
        <Field {...field('street')} label={t.street} autoComplete={auto('street-address')} />
        <Field {...field('postal_code')} label={t.postalCode} inputMode="numeric" autoComplete={auto('postal-code')} maxLength={5} />
        <Field {...field('city')} label={t.city} autoComplete={auto('address-level2')} />
        <Field {...field('province')} label={t.province} autoComplete={auto('address-level1')} />
      </FormSection>
    </Stack>
  );
}
