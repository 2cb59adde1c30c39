// The login screen.
import { remoteTexts } from './remote.ts';

export const loginTexts = {
  title: 'Iniciar sesión',
  subtitle: 'Entra con el correo y la contraseña de tu afiliación.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  submit: 'Entrar',
  waitingConfig: 'Preparando el portal…',
  emailRequired: 'Escribe tu correo electrónico.',
  emailInvalid: 'Revisa el correo: debe tener el formato nombre@dominio.es.',
  passwordRequired: 'Escribe tu contraseña.',
  // One sentence for a lost connection, on every screen.
  network: remoteTexts.network,
  noAccount: '¿Aún no tienes cuenta?',
  register: 'Afíliate ahora',
  configError: 'No hemos podido cargar el portal',
} as const;
