// The demo answers on two host names: localhost (another site than the portal on 127.0.0.1, so only
// Partitioned cookies work in the frame) and 127.0.0.1 (the same site: ordinary cookies work).
export interface Variant {
  description: string;
  otherHref: string;
  otherLabel: string;
}

export function currentVariant(location: Location, portalUrl: string): Variant {
  const sameSite = location.hostname === new URL(portalUrl).hostname;
  const other = new URL(location.href);
  other.hostname = sameSite ? 'localhost' : '127.0.0.1';
  return sameSite
    ? {
        description: 'Variante del mismo sitio: esta página y el portal comparten sitio (127.0.0.1).',
        otherHref: other.href,
        otherLabel: 'Ver la variante entre sitios (localhost)',
      }
    : {
        description:
          'Variante entre sitios: esta página (localhost) inserta el portal de otro sitio (127.0.0.1); el portal usa cookies particionadas.',
        otherHref: other.href,
        otherLabel: 'Ver la variante del mismo sitio (127.0.0.1)',
      };
}
