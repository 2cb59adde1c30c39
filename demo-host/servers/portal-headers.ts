import { parentOrigins } from './addresses.ts';

/** Security headers of the portal's static server; frame-ancestors lists the hosts allowed to embed it. */
export function portalHeaders(origins: readonly string[] = parentOrigins()): Record<string, string> {
  return {
    'Content-Security-Policy': `frame-ancestors 'self' ${origins.join(' ')}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
