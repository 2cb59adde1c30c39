// The hosted checkout's HTML shell: a page of the gateway's own, in Spanish, with no script and its style under
// a per-response nonce, so its CSP can forbid everything else (and every frame: frame-ancestors 'none').
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../../format.ts';

const STYLE = `
*{box-sizing:border-box;}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b2430;}
main{max-width:440px;margin:0 auto;padding:24px 16px;}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#2a2f87;margin:0 0 16px;}
.brand span{font-weight:400;color:#4a5566;font-size:14px;}
.box{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-bottom:16px;}
h1{font-size:22px;margin:0 0 4px;}
.amount{font-size:28px;font-weight:700;margin:4px 0;}
.muted{color:#4a5566;font-size:14px;margin:0;}
label{display:block;font-weight:600;margin:16px 0 4px;}
input{width:100%;min-height:44px;padding:8px 12px;font:inherit;border:1px solid #6b7685;border-radius:8px;}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px;}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2a2f87;outline-offset:2px;}
.row{display:flex;gap:12px;}.row>div{flex:1;}
.error{color:#b3261e;font-size:14px;margin:4px 0 0;}
.summary{border:2px solid #b3261e;border-radius:8px;padding:12px;margin-bottom:16px;color:#b3261e;}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:44px;margin-top:20px;
 padding:8px 16px;font:inherit;font-weight:700;border:0;border-radius:8px;background:#2a2f87;color:#fff;cursor:pointer;text-decoration:none;}
.secondary{background:#fff;color:#2a2f87;border:2px solid #2a2f87;margin-top:12px;}
.danger{background:#b3261e;}
details{font-size:14px;}summary{cursor:pointer;min-height:24px;}
table{border-collapse:collapse;width:100%;margin-top:8px;}td,th{text-align:left;padding:4px 0;border-bottom:1px solid #dde2e8;}
code{font-size:14px;}
`;

export interface Page {
  title: string;
  body: string;
  nonce: string;
}

export const newNonce = (): string => randomBytes(16).toString('base64');

export function renderPage({ title, body, nonce }: Page): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pasarela de pago</title><meta name="robots" content="noindex">
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<p class="brand"><svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>Pasarela de pago segura <span>· entorno de pruebas</span></p>
${body}
</main></body></html>`;
}

/** What a real gateway sends: never framed, nothing but its own style, forms only to itself and the portal. */
export function securityHeaders(nonce: string, formTargets: string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "img-src 'self'",
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
