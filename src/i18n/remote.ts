// What a screen says when its call fails, whatever the screen (core/loading/use-remote.ts).
export const remoteTexts = {
  network: 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  timeout: 'El servidor está tardando demasiado en responder. Inténtalo de nuevo en unos segundos.',
  generic: 'Algo ha fallado al cargar los datos. Inténtalo de nuevo.',
  retry: 'Reintentar',
} as const;
