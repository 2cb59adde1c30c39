// The clinical history as the API sends it: the contract's types (demo-host/sandbox/domains/medical-record/schemas.ts).
export type {
  Coded,
  EntryType,
  MedicalEntry,
  MedicalEntryList as EntryList,
} from '../../../../demo-host/sandbox/domains/medical-record/schemas.ts';

export interface EntryFilters {
  type?: string;
  year?: string;
  speciality?: string;
}
