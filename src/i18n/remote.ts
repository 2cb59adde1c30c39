// What a screen says when its call fails, whatever the screen (core/loading/use-remote.ts).
export const remoteTexts = {
  network: 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  timeout: 'El servidor está tardando demasiado en responder. Inténtalo de nuevo en unos segundos.',
  generic: 'Algo ha fallado al cargar los datos. Inténtalo de nuevo.',
  retry: 'Reintentar',
  /** A 429 with Retry-After (the server's throttles, docs/contract.md): how long, in words a member reads. */
  tooMany: (wait: string) => `Has hecho demasiados intentos. Espera ${wait} y vuelve a intentarlo.`,
  /** A 429 that does not say how long (no Retry-After, or one the browser may not read). */
  tooManySoon: 'Has hecho demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  /**
   * A wait: seconds under a minute, whole minutes up to two hours, then whole hours (a day's limit: "24 horas"),
   * always rounded up (4 min 10 s is "5 minutos": never too soon). The sandbox's 429 says the same
   * (contract/throttle.ts waitWords, which the portal may not import).
   */
  wait: (seconds: number) => {
    if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
    if (seconds > 7200) return `${Math.ceil(seconds / 3600)} horas`;
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  },
} as const;
