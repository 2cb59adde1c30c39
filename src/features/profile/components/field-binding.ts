import type { NomenclatureItem } from '../../../api/types.ts';
import type { ProfileField, ProfileValues } from '../profile-fields.ts';

export interface Binding {
  values: ProfileValues;
  errors: Partial<Record<ProfileField, string>>;
  change: (field: ProfileField, value: string) => void;
  blur: (field: ProfileField) => void;
}

/** The props a Field or Select of the profile needs for one answer. */
export function bind(b: Binding, field: ProfileField) {
  return {
    id: `perfil-${field}`,
    name: field,
    value: b.values[field],
    error: b.errors[field],
    onInput: (e: { currentTarget: HTMLInputElement }) => b.change(field, e.currentTarget.value),
    onBlur: () => b.blur(field),
  };
}

export function bindSelect(b: Binding, field: ProfileField, placeholder: string) {
  return {
    id: `perfil-${field}`,
    name: field,
    value: b.values[field],
    error: b.errors[field],
    placeholder,
    onChange: (e: { currentTarget: HTMLSelectElement }) => b.change(field, e.currentTarget.value),
  };
}

export const options = (items: NomenclatureItem[]) => items.map((i) => ({ value: i.code, label: i.name }));
