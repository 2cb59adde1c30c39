// What the login says when the identity server's token cannot be read (core/session/identity.ts). Apart from
// i18n/auth-login.ts so that it loads with the session code, not with the first paint of the login screen.
export const UNREADABLE_TOKEN_MESSAGE =
  'No hemos podido abrir tu sesión: el servidor de acceso no dice quién eres en un formato que este portal entienda. No se ha guardado nada; avisa a tu entidad para que lo revise.';
