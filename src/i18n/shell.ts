// The shell: toolbar, menu, frame, overlays, loading and error states shared by every area.
import { remoteTexts } from './remote.ts';
export const shellTexts = {
  skipLink: 'Saltar al contenido',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  profileLink: (name: string) => `${name}: ir a mi perfil`,
  close: 'Cerrar',
  loadingScreen: 'Cargando la sección…',
  chunkErrorTitle: 'No hemos podido abrir esta sección',
  chunkErrorMessage: 'Comprueba tu conexión a internet e inténtalo de nuevo.',
  bugTitle: 'Algo ha fallado',
  bugMessage: 'Ha ocurrido un error inesperado al mostrar esta pantalla. Ya lo hemos registrado. Vuelve al inicio o recarga la página.',
  bugHome: 'Volver al inicio',
  bugReload: 'Recargar la página',
  customerErrorTitle: 'No hemos podido cargar tus datos',
  retry: remoteTexts.retry,
  /** A screen only some roles may open, named in the notice home shows. */
  restrictedScreen: 'Esta sección',
  offline: 'Sin conexión a internet. Verás la última versión guardada y algunas funciones no estarán disponibles.',
  rotateTitle: 'Gira tu teléfono',
  rotateMessage: 'El portal está pensado para usarse en vertical.',
  menuLoading: 'Cargando tu menú…',
  noModules: 'Tu cuenta todavía no tiene servicios disponibles.',
} as const;
