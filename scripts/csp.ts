// The portal's security headers, from one function: the build writes them to `_headers` (scripts/vite-plugin-headers.ts)
// and the static server of `npm start` and of the browser tests sends that file's headers (demo-host/servers), so a
// deployment and every local run answer with the same policy. The session tokens sit in cookies that script can
// read (docs/specification.md), so the policy is built to stop injected script: no 'unsafe-inline', no
// 'unsafe-eval', Trusted Types for the DOM's script sinks, and the only inline script allowed is the build's own,
// by the hash of its exact text in the emitted HTML.
import { createHash } from 'node:crypto';
import { TRUSTED_TYPES_POLICY } from '../src/core/browser/trusted-types.ts';

export interface PolicyConfig {
  /** Origins the portal calls: the access-control API and the backends its configuration names. */
  apiOrigins: readonly string[];
  /** Host pages allowed to frame the portal. */
  parentOrigins: readonly string[];
  /** Where the hosted card gateway lives (form-action); the portal itself only navigates there. */
  gatewayOrigins: readonly string[];
  /** Every HTML file the build emits: their inline scripts and styles are hashed into the policy. */
  html: readonly string[];
  /** HSTS only where the portal is served over https for good. */
  production: boolean;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Text of every element `tag` without a `src` attribute (for scripts) in the HTML, as the browser hashes it. */
export function inlineBlocks(html: string, tag: 'script' | 'style'): string[] {
  const blocks: string[] = [];
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  for (const [, attributes = '', text = ''] of html.matchAll(pattern)) {
    if (tag === 'script' && /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    blocks.push(text);
  }
  return blocks;
}

/** Hashes of every inline script or style across the emitted pages, once each, in a stable order. */
export function inlineHashes(html: readonly string[], tag: 'script' | 'style'): string[] {
  return [...new Set(html.flatMap((page) => inlineBlocks(page, tag)).map(sha256))].sort();
}

export function origin(url: string): string {
  return new URL(url).origin;
}

const unique = (items: readonly string[]) => [...new Set(items)];

export function contentSecurityPolicy(config: PolicyConfig): string {
  const api = unique(config.apiOrigins.map(origin));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineHashes(config.html, 'script')],
    // goober writes through the CSSOM (src/ui/cssom-sheet.ts), which the policy does not govern; the prerendered
    // pages' critical CSS is allowed by hash, like their script (docs/decisions/009-strict-csp.md).
    // The empty text's hash lets a browser without constructable sheets fill an empty <style> through its CSSOM.
    ['style-src', "'self'", ...unique([...inlineHashes(config.html, 'style'), sha256('')]).sort()],
    // The API's origins: a form module's icon comes from the backend its configuration names. The host pages':
    // a host's theme may show its own logo (core/appearance/theme.ts, the embed's `theme.logoUrl`).
    ['img-src', "'self'", 'data:', ...unique([...api, ...config.parentOrigins])],
    ['font-src', "'self'"],
    // 'self' for the service worker's precache, which runs under this same policy.
    ['connect-src', "'self'", ...api],
    ['worker-src', "'self'"],
    // No manifest-src: it falls back to default-src 'self', the same rule, and WebKit does not know the directive
    // (it warns "Unrecognized Content-Security-Policy directive 'manifest-src'" on every page load).
    ['frame-src', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['form-action', "'self'", ...unique(config.gatewayOrigins.map(origin))],
    ['frame-ancestors', "'self'", ...config.parentOrigins],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Every feature off but those a screen uses: Sedes sorts by distance with the member's location (geolocation, for
 * the portal's own pages; a host page delegates it to the frame with `allow`). No screen uses camera or microphone.
 * Only features Chromium knows (the one engine of the three that reads this header): it warns "Unrecognized
 * feature" on every load for any other, `bluetooth` among them, whose API no policy governs there.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(config: PolicyConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(config.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
