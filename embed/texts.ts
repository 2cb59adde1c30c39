// Every text the host's visitors can see from the embed script.
export const texts = {
  title: 'Portal de afiliados',
  loading: 'Cargando tu portal…',
  reconnecting: 'Reconectando con tu portal…',
  error: 'No hemos podido conectar con tu portal.',
  openInNewTab: 'Abrir el portal en una pestaña nueva',
  launcher: 'Abrir mi portal',
  close: 'Cerrar',
} as const;
