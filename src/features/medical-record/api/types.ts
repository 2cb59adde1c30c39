// The clinical history as the API sends it: the contract's types (contract/medical-record/schemas.ts).
export type { Coded, EntryType, MedicalEntry, MedicalEntryList as EntryList } from '#contract/medical-record/schemas.ts';

export interface EntryFilters {
  type?: string;
  year?: string;
  speciality?: string;
}
