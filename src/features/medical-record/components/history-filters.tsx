import { css } from 'goober';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { medicalRecordTexts as t } from '../../../i18n/medical-record.ts';
import type { EntryFilters, EntryList } from '../api/types.ts';

const grid = css`
  display:grid;gap:${vars.space[3]};grid-template-columns:repeat(2,minmax(0,1fr));border:0;padding:0;margin:0;min-width:0;
  & > div:last-of-type{grid-column:1 / -1;}
`;

export function HistoryFilters({
  options,
  value,
  onChange,
}: {
  options: EntryList['filters'];
  value: EntryFilters;
  onChange: (next: EntryFilters) => void;
}) {
  const set = (key: keyof EntryFilters) => (event: Event) =>
    onChange({ ...value, [key]: (event.currentTarget as HTMLSelectElement).value || undefined });
  return (
    <fieldset className={grid}>
      <legend className="visually-hidden">{t.filtersLabel}</legend>
      <Select
        label={t.typeLabel}
        value={value.type ?? ''}
        onChange={set('type')}
        options={[{ value: '', label: t.allTypes }, ...options.types.map((type) => ({ value: type, label: t.types[type] ?? type }))]}
      />
      <Select
        label={t.yearLabel}
        value={value.year ?? ''}
        onChange={set('year')}
        options={[{ value: '', label: t.allYears }, ...options.years.map((year) => ({ value: year, label: year }))]}
      />
      <Select
        label={t.specialityLabel}
        value={value.speciality ?? ''}
        onChange={set('speciality')}
        options={[{ value: '', label: t.allSpecialities }, ...options.specialities.map((s) => ({ value: s.code, label: s.name }))]}
      />
    </fieldset>
  );
}
