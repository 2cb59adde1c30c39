import type { Addresses } from './addresses.ts';

/** Security headers of the portal's static server; frame-ancestors lists the hosts allowed to embed it. */
export function portalHeaders(at: Addresses): Record<string, string> {
  return {
    'Content-Security-Policy': `frame-ancestors 'self' ${at.host} ${at.hostSameSite}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
