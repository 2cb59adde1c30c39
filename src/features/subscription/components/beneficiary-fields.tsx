import { css } from 'goober';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import type { NomenclatureItem } from '../../../api/types.ts';
import { beneficiaryFormTexts as t } from '../../../i18n/subscription.ts';
import type { BeneficiaryValues } from '../save-beneficiary.ts';

const grid = css`display:grid;gap:${vars.space[4]};grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));`;

interface Props {
  values: BeneficiaryValues;
  errors: Partial<Record<keyof BeneficiaryValues, string>>;
  lists: { documentTypes: NomenclatureItem[]; genders: NomenclatureItem[]; relationships: NomenclatureItem[] };
  onChange: (key: keyof BeneficiaryValues, value: string) => void;
}

const options = (items: NomenclatureItem[]) => items.map((item) => ({ value: item.code, label: item.name }));

export function BeneficiaryFields({ values, errors, lists, onChange }: Props) {
  const input = (key: keyof BeneficiaryValues) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onInput: (e: { currentTarget: HTMLInputElement }) => onChange(key, e.currentTarget.value),
  });
  const select = (key: keyof BeneficiaryValues) => ({
    name: key,
    value: values[key],
    error: errors[key],
    placeholder: t.choose,
    onChange: (e: { currentTarget: HTMLSelectElement }) => onChange(key, e.currentTarget.value),
  });
  return (
    <div className={grid}>
      <Field label={t.firstName} autoComplete="off" required {...input('first_name')} />
      <Field label={t.firstLastname} autoComplete="off" required {...input('first_lastname')} />
      <Field label={t.secondLastname} autoComplete="off" {...input('second_lastname')} />
      <Select label={t.relationship} options={options(lists.relationships)} required {...select('relationship')} />
      <Select label={t.documentType} options={options(lists.documentTypes)} required {...select('document_type')} />
      {values.document_type !== 'MENOR' && (
        <Field label={t.documentNumber} hint={t.documentHint} autoComplete="off" autoCapitalize="characters" required {...input('document_number')} />
      )}
      <Field label={t.birthDate} type="date" required {...input('birth_date')} />
      <Select label={t.gender} options={options(lists.genders)} required {...select('gender')} />
      <Field label={t.email} type="email" autoComplete="off" inputMode="email" {...input('email')} />
      <Field label={t.phone} hint={t.phoneHint} type="tel" autoComplete="off" inputMode="tel" {...input('phone')} />
    </div>
  );
}
