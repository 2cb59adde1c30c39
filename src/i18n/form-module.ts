// The form-module context: the portal opened by the host with module keys, showing one form flow.
import { remoteTexts } from './remote.ts';
export const formModuleTexts = {
  loading: 'Preparando el formulario…',
  intro: 'Este formulario forma parte de tu portal de afiliados.',
  loginFirst: 'Para continuar, inicia sesión en tu portal.',
  login: 'Iniciar sesión',
  statusPending: 'Tienes este formulario pendiente de completar.',
  statusDone: 'Ya completaste este formulario. Puedes revisarlo cuando quieras.',
  statusUnknown: 'No hemos podido consultar el estado de tu formulario.',
  start: 'Completar ahora',
  review: 'Revisar mis datos',
  leave: 'Ahora no',
  configError: 'No hemos podido cargar el formulario',
  retry: remoteTexts.retry,
} as const;
