// A person's own clinical history.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, Nullable, type Static, StringEnum, Type, named } from './schema.ts';
import { Place } from './appointments.ts';

export const MedicalEntry = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  type: StringEnum(['consulta', 'receta', 'resultado']),
  date: DateTime(),
  speciality: Type.Object({
    code: Type.String(),
    name: Type.String(),
  }),
  doctor: Type.Object({
    id: Type.String(),
    name: Type.String(),
  }),
  headquarters_id: Nullable(Type.String()),
  title: Type.String(),
  summary: Type.String(),
  diagnoses: Type.Array(Type.Object({
    code: Type.String({ description: 'CIE-10' }),
    name: Type.String(),
  })),
  prescriptions: Type.Array(Type.Object({
    medicine: Type.String(),
    dose: Type.String(),
    duration: Type.String(),
  })),
  results: Type.Array(Type.Object({
    name: Type.String(),
    value: Type.String(),
    unit: Type.String(),
    range: Type.String(),
    flag: StringEnum(['normal', 'alto', 'bajo']),
  })),
  document: Type.Union([Type.Null(), Type.Object({
      filename: Type.String(),
      content_type: Type.String(),
    })]),
  place: Place,
});
export type MedicalEntry = Static<typeof MedicalEntry>;

/** What /openapi.json lists under components.schemas for this domain. */
export const medicalRecordSchemas = [
  named('MedicalEntry', MedicalEntry),
];
