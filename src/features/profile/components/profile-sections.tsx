import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import type { Form } from '../../../forms/use-form.ts';
import type { NomenclatureItem } from '../../../api/types.ts';
import { profileTexts as t } from '../../../i18n/profile.ts';
import { BLOOD_TYPES, type ProfileField, type ProfileValues } from '../profile-fields.ts';
import type { ProfileLists } from '../use-profile.ts';

const { space, font, color } = vars;
const grid = css`display:grid;gap:${space[4]};grid-template-columns:repeat(auto-fit,minmax(min(14rem,100%),1fr));`;
const heading = css`font-size:${font.xl};margin:0 0 ${space[3]};`;
const intro = css`color:${color.textMuted};margin:0 0 ${space[4]};`;

export interface SectionProps {
  form: Form<ProfileValues>;
  errorOf: (field: ProfileField) => string | undefined;
}

/** The hook's props for one answer, with the error the screen decided (rules, server, or the remote checks). */
const bind = ({ form, errorOf }: SectionProps, field: ProfileField) => ({ ...form.field(field), error: errorOf(field) });
const options = (items: NomenclatureItem[]) => items.map((i) => ({ value: i.code, label: i.name }));

export function PersonalSection({ lists, ...p }: SectionProps & { lists: ProfileLists }) {
  return (
    <Card as="section" aria-labelledby="perfil-personal">
      <h2 id="perfil-personal" className={heading}>
        {t.personal}
      </h2>
      <div className={grid}>
        <Field label={t.firstName} autoComplete="given-name" {...bind(p, 'first_name')} />
        <Field label={t.secondName} autoComplete="additional-name" {...bind(p, 'second_name')} />
        <Field label={t.firstLastname} autoComplete="family-name" {...bind(p, 'first_lastname')} />
        <Field label={t.secondLastname} autoComplete="off" {...bind(p, 'second_lastname')} />
        <Select label={t.documentType} options={options(lists.documentTypes)} placeholder={t.choose} {...bind(p, 'document_type')} />
        <Field
          label={t.documentNumber}
          hint={t.documentHint}
          autoComplete="off"
          autoCapitalize="characters"
          {...bind(p, 'document_number')}
        />
        <Field label={t.birthDate} type="date" autoComplete="bday" {...bind(p, 'birth_date')} />
        <Select label={t.gender} options={options(lists.genders)} placeholder={t.choose} {...bind(p, 'gender')} />
        <Select label={t.civilStatus} options={options(lists.civilStatuses)} placeholder={t.choose} {...bind(p, 'civil_status')} />
      </div>
    </Card>
  );
}

export function ContactSection(p: SectionProps) {
  return (
    <Card as="section" aria-labelledby="perfil-contacto">
      <h2 id="perfil-contacto" className={heading}>
        {t.contact}
      </h2>
      <div className={grid}>
        <Field label={t.email} type="email" autoComplete="email" inputMode="email" {...bind(p, 'email')} />
        <Field label={t.phone} hint={t.phoneHint} type="tel" autoComplete="tel-national" inputMode="tel" {...bind(p, 'phone')} />
        <Field label={t.street} autoComplete="street-address" {...bind(p, 'address_street')} />
        <Field label={t.postalCode} autoComplete="postal-code" inputMode="numeric" maxLength={5} {...bind(p, 'postal_code')} />
        <Field label={t.city} autoComplete="address-level2" {...bind(p, 'address_city')} />
        <Field label={t.province} autoComplete="address-level1" {...bind(p, 'address_province')} />
      </div>
    </Card>
  );
}

export function HealthSection(p: SectionProps) {
  const bloodOptions = BLOOD_TYPES.map((code) => ({ value: code, label: t.bloodTypes[code] ?? code }));
  return (
    <Card as="section" aria-labelledby="perfil-salud">
      <h2 id="perfil-salud" className={heading}>
        {t.health}
      </h2>
      <p className={intro}>{t.healthIntro}</p>
      <div className={grid}>
        <Select label={t.bloodType} options={bloodOptions} placeholder={t.choose} {...bind(p, 'blood_type')} />
        <Field label={t.allergies} hint={t.allergiesHint} autoComplete="off" {...bind(p, 'allergies')} />
        <Field label={t.chronic} hint={t.chronicHint} autoComplete="off" {...bind(p, 'chronic_conditions')} />
        <Field label={t.emergencyName} autoComplete="off" {...bind(p, 'emergency_contact_name')} />
        <Field
          label={t.emergencyPhone}
          hint={t.phoneHint}
          type="tel"
          autoComplete="off"
          inputMode="tel"
          {...bind(p, 'emergency_contact_phone')}
        />
      </div>
    </Card>
  );
}
