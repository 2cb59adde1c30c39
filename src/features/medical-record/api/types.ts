// The clinical history as the API sends it (demo-host/sandbox/openapi/medical-record.json).
export type EntryType = 'consulta' | 'receta' | 'resultado';

export interface Coded {
  code: string;
  name: string;
}

export interface MedicalEntry {
  id: string;
  patient_id: string;
  type: EntryType;
  date: string;
  speciality: Coded;
  doctor: { id: string; name: string };
  headquarters_id: string | null;
  place: { id: string; name: string; address: string | null };
  title: string;
  summary: string;
  diagnoses: Coded[];
  prescriptions: { medicine: string; dose: string; duration: string }[];
  results: { name: string; value: string; unit: string; range: string; flag: 'normal' | 'alto' | 'bajo' }[];
  document: { filename: string; content_type: string } | null;
}

export interface EntryFilters {
  type?: string;
  year?: string;
  speciality?: string;
}

export interface EntryList {
  items: MedicalEntry[];
  filters: { types: EntryType[]; years: string[]; specialities: Coded[] };
}
