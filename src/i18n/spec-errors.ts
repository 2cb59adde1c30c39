// The spec's failure messages (section 8) stay as the calls raise them; people read them in Spanish.
import { BENEFICIARIES_FETCH_ERROR, CUSTOMER_FETCH_ERROR, INTERNAL_ERROR, PHONE_VALIDATION_ERROR } from './core.ts';

const specMessages: Record<string, string> = {
  [BENEFICIARIES_FETCH_ERROR]: 'No hemos podido cargar tus beneficiarios.',
  [CUSTOMER_FETCH_ERROR]: 'No hemos podido cargar tus datos.',
  [PHONE_VALIDATION_ERROR]: 'No hemos podido comprobar el dato. Inténtalo de nuevo.',
  [INTERNAL_ERROR]: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
};

export const inSpanish = (message: string): string => specMessages[message] ?? message;
