import type { Beneficiary } from '../../api/types.ts';

/** "Daniela Ortega Martín": the name the list, the confirmations and the toasts use. */
export const fullName = (b: Beneficiary): string =>
  [b.first_name, b.first_lastname, typeof b.second_lastname === 'string' ? b.second_lastname : ''].filter(Boolean).join(' ');
