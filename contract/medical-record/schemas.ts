// A person's own clinical history.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';
import { Place } from '../appointments/schemas.ts';

export const EntryType = StringEnum(['consulta', 'receta', 'resultado']);
export type EntryType = Static<typeof EntryType>;

/** A code with its name: a speciality, a diagnosis (CIE-10). */
export const Coded = Type.Object({ code: Type.String(), name: Type.String() });
export type Coded = Static<typeof Coded>;

export const MedicalEntry = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  type: EntryType,
  date: DateTime(),
  speciality: Coded,
  doctor: Type.Object({
    id: Type.String(),
    name: Type.String(),
  }),
  headquarters_id: Nullable(Type.String()),
  title: Type.String(),
  summary: Type.String(),
  diagnoses: Type.Array(Coded, { description: 'CIE-10' }),
  prescriptions: Type.Array(
    Type.Object({
      medicine: Type.String(),
      dose: Type.String(),
      duration: Type.String(),
    }),
  ),
  results: Type.Array(
    Type.Object({
      name: Type.String(),
      value: Type.String(),
      unit: Type.String(),
      range: Type.String(),
      flag: StringEnum(['normal', 'alto', 'bajo']),
    }),
  ),
  document: Type.Union([
    Type.Null(),
    Type.Object({
      filename: Type.String(),
      content_type: Type.String(),
    }),
  ]),
  place: Place,
});
export type MedicalEntry = Static<typeof MedicalEntry>;

/** GET /medical-record/entries: the entries, and the filter values the person's history has. */
export const MedicalEntryList = Type.Object({
  items: Type.Array(MedicalEntry),
  filters: Type.Object({ types: Type.Array(EntryType), years: Type.Array(Type.String()), specialities: Type.Array(Coded) }),
});
export type MedicalEntryList = Static<typeof MedicalEntryList>;

/** What /openapi.json lists under components.schemas for this domain. */
export const medicalRecordSchemas = [
  named('EntryType', EntryType),
  named('Coded', Coded),
  named('MedicalEntry', MedicalEntry),
  named('MedicalEntryList', MedicalEntryList),
];
