import type { FormValues } from '../../../../contract/forms/schemas.ts';
import { seedForms } from './seed.ts';

export interface FormsState {
  /** Saved form values; a customer who saved nothing gets an empty pending form (routes.ts). */
  forms: FormValues[];
}

export const formsState = (): FormsState => ({ forms: seedForms() });
