import type { NomenclatureItem } from '../../../../contract/accounts/schemas.ts';

const identityDocuments: NomenclatureItem[] = [
  { code: 'DNI', name: 'DNI' },
  { code: 'NIE', name: 'NIE' },
  { code: 'PASAPORTE', name: 'Pasaporte' },
];

export const nomenclatures: Record<string, NomenclatureItem[]> = {
  'document-types-titular': identityDocuments,
  // Children under 14 need not hold a DNI in Spain, so a beneficiary may be registered without one.
  'document-types-beneficiary': [...identityDocuments, { code: 'MENOR', name: 'Menor sin documento' }],
  'civil-statuses': [
    { code: 'SOLTERO', name: 'Soltero/a' },
    { code: 'CASADO', name: 'Casado/a' },
    { code: 'PAREJA_HECHO', name: 'Pareja de hecho' },
    { code: 'DIVORCIADO', name: 'Divorciado/a' },
    { code: 'VIUDO', name: 'Viudo/a' },
  ],
  relationships: [
    { code: 'CONYUGE', name: 'Cónyuge' },
    { code: 'PAREJA_HECHO', name: 'Pareja de hecho' },
    { code: 'HIJO', name: 'Hijo/a' },
    { code: 'PADRE', name: 'Padre/Madre' },
    { code: 'HERMANO', name: 'Hermano/a' },
    { code: 'OTRO', name: 'Otro' },
  ],
  genders: [
    { code: 'F', name: 'Femenino' },
    { code: 'M', name: 'Masculino' },
    { code: 'NB', name: 'No binario' },
    { code: 'NS', name: 'Prefiero no decirlo' },
  ],
};

export function hasCode(list: string, code: string): boolean {
  return (nomenclatures[list] ?? []).some((item) => item.code === code);
}
