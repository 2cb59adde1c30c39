import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { profileTexts as t } from '../../../i18n/profile.ts';
import { BLOOD_TYPES } from '../profile-fields.ts';
import type { ProfileLists } from '../use-profile.ts';
import { bind, bindSelect, options, type Binding } from './field-binding.ts';

const { space, font, color } = vars;
const grid = css`display:grid;gap:${space[4]};grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));`;
const heading = css`font-size:${font.xl};margin:0 0 ${space[3]};`;
const intro = css`color:${color.textMuted};margin:0 0 ${space[4]};`;

export function PersonalSection({ b, lists }: { b: Binding; lists: ProfileLists }) {
  return (
    <Card as="section" aria-labelledby="perfil-personal">
      <h2 id="perfil-personal" className={heading}>{t.personal}</h2>
      <div className={grid}>
        <Field label={t.firstName} autoComplete="given-name" required {...bind(b, 'first_name')} />
        <Field label={t.secondName} autoComplete="additional-name" {...bind(b, 'second_name')} />
        <Field label={t.firstLastname} autoComplete="family-name" required {...bind(b, 'first_lastname')} />
        <Field label={t.secondLastname} autoComplete="off" {...bind(b, 'second_lastname')} />
        <Select label={t.documentType} options={options(lists.documentTypes)} required {...bindSelect(b, 'document_type', t.choose)} />
        <Field label={t.documentNumber} hint={t.documentHint} autoComplete="off" autoCapitalize="characters" required {...bind(b, 'document_number')} />
        <Field label={t.birthDate} type="date" autoComplete="bday" required {...bind(b, 'birth_date')} />
        <Select label={t.gender} options={options(lists.genders)} required {...bindSelect(b, 'gender', t.choose)} />
        <Select label={t.civilStatus} options={options(lists.civilStatuses)} required {...bindSelect(b, 'civil_status', t.choose)} />
      </div>
    </Card>
  );
}

export function ContactSection({ b }: { b: Binding }) {
  return (
    <Card as="section" aria-labelledby="perfil-contacto">
      <h2 id="perfil-contacto" className={heading}>{t.contact}</h2>
      <div className={grid}>
        <Field label={t.email} type="email" autoComplete="email" inputMode="email" required {...bind(b, 'email')} />
        <Field label={t.phone} hint={t.phoneHint} type="tel" autoComplete="tel-national" inputMode="tel" required {...bind(b, 'phone')} />
        <Field label={t.street} autoComplete="street-address" required {...bind(b, 'address_street')} />
        <Field label={t.postalCode} autoComplete="postal-code" inputMode="numeric" maxLength={5} required {...bind(b, 'postal_code')} />
        <Field label={t.city} autoComplete="address-level2" required {...bind(b, 'address_city')} />
        <Field label={t.province} autoComplete="address-level1" required {...bind(b, 'address_province')} />
      </div>
    </Card>
  );
}

export function HealthSection({ b }: { b: Binding }) {
  const bloodOptions = BLOOD_TYPES.map((code) => ({ value: code, label: t.bloodTypes[code] ?? code }));
  return (
    <Card as="section" aria-labelledby="perfil-salud">
      <h2 id="perfil-salud" className={heading}>{t.health}</h2>
      <p className={intro}>{t.healthIntro}</p>
      <div className={grid}>
        <Select label={t.bloodType} options={bloodOptions} required {...bindSelect(b, 'blood_type', t.choose)} />
        <Field label={t.allergies} hint={t.allergiesHint} autoComplete="off" required {...bind(b, 'allergies')} />
        <Field label={t.chronic} hint={t.chronicHint} autoComplete="off" required {...bind(b, 'chronic_conditions')} />
        <Field label={t.emergencyName} autoComplete="off" required {...bind(b, 'emergency_contact_name')} />
        <Field label={t.emergencyPhone} hint={t.phoneHint} type="tel" autoComplete="off" inputMode="tel" required {...bind(b, 'emergency_contact_phone')} />
      </div>
    </Card>
  );
}
