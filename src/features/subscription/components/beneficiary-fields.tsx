import { css } from 'goober';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import type { Form } from '../../../forms/use-form.ts';
import type { NomenclatureItem } from '../../../api/types.ts';
import { beneficiaryFormTexts as t } from '../../../i18n/subscription.ts';
import type { BeneficiaryValues } from '../beneficiary-form.ts';
import { asksDocumentNumber } from '../../../forms/beneficiary.ts';

const grid = css`display:grid;gap:${vars.space[4]};grid-template-columns:repeat(auto-fit,minmax(min(14rem,100%),1fr));`;

interface Props {
  form: Form<BeneficiaryValues>;
  lists: { documentTypes: NomenclatureItem[]; genders: NomenclatureItem[]; relationships: NomenclatureItem[] };
}

const options = (items: NomenclatureItem[]) => items.map((item) => ({ value: item.code, label: item.name }));

export function BeneficiaryFields({ form: f, lists }: Props) {
  return (
    <div className={grid}>
      <Field label={t.firstName} autoComplete="off" required {...f.field('first_name')} />
      <Field label={t.firstLastname} autoComplete="off" required {...f.field('first_lastname')} />
      <Field label={t.secondLastname} autoComplete="off" {...f.field('second_lastname')} />
      <Select label={t.relationship} options={options(lists.relationships)} placeholder={t.choose} required {...f.field('relationship')} />
      <Select label={t.documentType} options={options(lists.documentTypes)} placeholder={t.choose} required {...f.field('document_type')} />
      {asksDocumentNumber(f.values.document_type) && (
        <Field
          label={t.documentNumber}
          hint={t.documentHint}
          autoComplete="off"
          autoCapitalize="characters"
          required
          {...f.field('document_number')}
        />
      )}
      <Field label={t.birthDate} type="date" required {...f.field('birth_date')} />
      <Select label={t.gender} options={options(lists.genders)} placeholder={t.choose} required {...f.field('gender')} />
      <Field label={t.email} type="email" autoComplete="off" inputMode="email" {...f.field('email')} />
      <Field label={t.phone} hint={t.phoneHint} type="tel" autoComplete="off" inputMode="tel" {...f.field('phone')} />
    </div>
  );
}
