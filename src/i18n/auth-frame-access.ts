// The frame's ways in when the browser keeps no cookie for it (a page of another site embeds the portal):
// features/auth/components/frame-access.tsx. Short sentences for a member who has never heard of cookies.
import { OPEN_IN_NEW_TAB } from './core.ts';

export const storageAccessTexts = {
  title: 'Entrar desde esta página',
  intro: 'Para entrar desde esta página, tu navegador necesita tu permiso. Es una protección de tu navegador, no un error.',
  grant: 'Dar permiso y entrar',
  granting: 'Esperando la respuesta de tu navegador…',
  windowIntro: 'Tu navegador pide que primero entres en el portal en una ventana propia. Después seguirás aquí.',
  openWindow: 'Entrar en una ventana nueva',
  windowOpen: 'Inicia sesión en la ventana nueva. Cuando termines, se cerrará sola y seguirás aquí.',
  windowBlocked: 'Tu navegador no dejó abrir la ventana nueva. Vuelve a intentarlo o abre el portal en una pestaña nueva.',
  returned: 'Ya has iniciado sesión. Toca «Continuar» para entrar aquí.',
  continue: 'Continuar',
  refusedTitle: 'Tu navegador no dio el permiso',
  refused: 'Puedes entrar en una ventana nueva o abrir el portal en una pestaña nueva.',
  noSessionTitle: 'No has iniciado sesión en la ventana',
  noSession: 'La ventana se cerró antes de entrar. Vuelve a intentarlo cuando quieras.',
  retry: 'Reintentar',
  newTab: OPEN_IN_NEW_TAB,
} as const;
