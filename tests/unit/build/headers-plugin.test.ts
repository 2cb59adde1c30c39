import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, parseHeadersFile, portalHeadersPlugin } from '../../../scripts/vite-plugin-headers.ts';
import { contentSecurityPolicy, inlineBlocks, securityHeaders } from '../../../scripts/csp.ts';
import { portalHeaders } from '../../../demo-host/servers/portal-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const config = {
  apiOrigins: ['https://acceso.clinica.example/v1', 'https://api.clinica.example'],
  parentOrigins: ['https://www.clinica.example'],
  gatewayOrigins: ['https://pagos.example/checkout'],
  production: true,
};
const page = (body: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/a.js"></script></head><body>${body}</body></html>`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name!, values];
    }),
  );
}

describe('the portal content security policy', () => {
  it('allows script from itself and, inline, only the exact scripts the build emitted (by hash)', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...config,
        html: [page('<script type="module">go()</script>'), page('<script>a()</script><script type="module">go()</script>')],
      }),
    );
    expect(policy.get('script-src')).toEqual(
      ["'self'", sha('a()'), sha('go()')].sort((a, b) => (a === "'self'" ? -1 : b === "'self'" ? 1 : a.localeCompare(b))),
    );
    expect([...policy.values()].flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('hashes inline styles the same way and has no unsafe-inline for styles', () => {
    const policy = directives(contentSecurityPolicy({ ...config, html: [page('<style id="_goober">.go1{color:red}</style>')] }));
    expect(policy.get('style-src')).toEqual(
      ["'self'", sha('.go1{color:red}'), sha('')].sort((a, b) => (a === "'self'" ? -1 : b === "'self'" ? 1 : a.localeCompare(b))),
    );
  });

  it('connects to exactly its own origin and the configured API origins; frames only from the parents', () => {
    const policy = directives(contentSecurityPolicy({ ...config, html: [] }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://acceso.clinica.example', 'https://api.clinica.example']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://pagos.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://www.clinica.example']);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['portal']);
    for (const name of ['default-src', 'img-src', 'worker-src']) expect(policy.has(name)).toBe(true);
  });

  // What each engine warns about on every load (issue 27): Chromium, Firefox and WebKit each print an unknown CSP
  // directive or Permissions-Policy feature to the console. The lists are what all three implement (MDN's
  // compatibility data; Permissions-Policy as Chromium, the one engine that reads the header, knows it).
  it('names only CSP directives all three engines know, and only Permissions-Policy features Chromium knows', () => {
    const everyEngine = [
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'worker-src',
      'frame-src',
      'base-uri',
      'object-src',
      'form-action',
      'frame-ancestors',
      'require-trusted-types-for',
      'trusted-types',
    ];
    expect([...directives(contentSecurityPolicy({ ...config, html: [] })).keys()].filter((name) => !everyEngine.includes(name))).toEqual(
      [],
    );
    const chromiumFeatures = [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'magnetometer',
      'gyroscope',
      'accelerometer',
      'display-capture',
      'browsing-topics',
    ];
    const header = securityHeaders({ ...config, html: [] })['Permissions-Policy']!;
    const features = header.split(', ').map((entry) => entry.split('=')[0]!);
    expect(features.filter((name) => !chromiumFeatures.includes(name))).toEqual([]);
  });

  it('skips scripts with a src when looking for inline ones', () => {
    expect(inlineBlocks(page('<script type="module">x()</script>'), 'script')).toEqual(['x()']);
  });

  it('adds HSTS to production headers only', () => {
    expect(securityHeaders({ ...config, html: [] })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ ...config, production: false, html: [] })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ ...config, html: [] })['Permissions-Policy']).toContain('camera=()');
  });
});

describe('the _headers file of the portal build', () => {
  it('is written after the bundle from the HTML on disk, and the static server sends the same headers', () => {
    const out = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(out, 'index.html'), page(''));
      // A page another plugin writes in its own closeBundle (the prerender): found wherever it is.
      mkdirSync(join(out, 'auth', 'welcome'), { recursive: true });
      writeFileSync(join(out, 'auth', 'welcome', 'index.html'), page('<script type="module">late()</script>'));
      const plugin = portalHeadersPlugin({ ...config, production: false });
      (plugin.configResolved as (c: unknown) => void)({ build: { outDir: out } });
      const hook = plugin.closeBundle as { order: string; sequential: boolean; handler(): void };
      expect(hook.order).toBe('post');
      expect(hook.sequential).toBe(true);
      hook.handler();
      const file = readFileSync(join(out, '_headers'), 'utf8');
      expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
      expect(file).toContain(sha('late()'));
      expect(parseHeadersFile(file)).toEqual(
        securityHeaders({ ...config, production: false, html: [page(''), page('<script type="module">late()</script>')] }),
      );
      expect(portalHeaders(out)).toEqual(parseHeadersFile(file));
      expect(headersFile(parseHeadersFile(file))).toBe(file);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('refuses to serve a build without it', () => {
    const out = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      expect(() => portalHeaders(out)).toThrow(/No _headers/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
