// Texts of the core machinery. The English ones are the catalogue of docs/specification.md, section 8, kept exact on purpose.

export const CUSTOMER_FETCH_ERROR = 'Error fetching customer data';
export const BENEFICIARIES_FETCH_ERROR = 'Error fetching beneficiaries';
/** The spec uses this one for document-number validation too. */
export const PHONE_VALIDATION_ERROR = 'Error fetching Customer phone validation';
export const INTERNAL_ERROR = 'Internal Error';
export const REFRESH_ERROR = 'Error al refrescar el token';
export const AUDIT_LOCAL_MESSAGE = 'Audit logged locally due to server error';

// Standalone (the portal in its own tab): the browser keeps no cookie at all. Inside another site's page the
// frame offers its ways in instead (i18n/auth-frame-access.ts).
export const COOKIES_BLOCKED_TITLE = 'Tu navegador no guarda las cookies de este portal';
export const COOKIES_BLOCKED_MESSAGE =
  'Sin ellas no podemos mantener tu sesión abierta. Permite las cookies de este sitio en los ajustes del navegador y vuelve a intentarlo.';
export const OPEN_IN_NEW_TAB = 'Abrir en una pestaña nueva';
