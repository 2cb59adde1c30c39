// What may cross the frame boundary, shared by the portal's bridge and the host's embed script so the two
// sides cannot drift. A portal path moves the portal; an absolute URL is only ever opened by the top window,
// and only when its origin is allowlisted. Everything else (javascript:, data:, protocol-relative, foreign
// origins) is refused.

export type UrlVerdict = { kind: 'path'; url: string } | { kind: 'external'; url: string } | { kind: 'refused'; url: string };

// Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so "/\t/evil.com" and
// "/\\evil.com" would leave the portal: any control character, space or backslash is refused outright.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const unsafe = /[\s\\\u0000-\u001f\u007f]/;
const base = 'https://portal.invalid';

// http is only as good as https on loopback, where browsers treat the page as a secure context (local demos).
const loopback = /^(localhost|127\.0\.0\.1|\[::1\])$/;

function isPortalPath(url: string): boolean {
  if (url[0] !== '/' || url[1] === '/' || unsafe.test(url)) return false;
  return new URL(url, base).origin === base;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function allowedAbsolute(url: string, origins: readonly string[]): boolean {
  const parsed = unsafe.test(url) ? null : parse(url);
  if (!parsed) return false;
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback.test(parsed.hostname));
  return secure && origins.includes(parsed.origin);
}

/** Pure: what `url` is allowed to be, given the https origins the receiving side trusts for top-level opening. */
export function classifyUrl(url: unknown, origins: readonly string[] = []): UrlVerdict {
  const text = typeof url === 'string' ? url : String(url);
  if (typeof url === 'string' && isPortalPath(url)) return { kind: 'path', url };
  if (typeof url === 'string' && allowedAbsolute(url, origins)) return { kind: 'external', url: new URL(url).href };
  return { kind: 'refused', url: text };
}

/** `classifyUrl` that leaves a console warning for every refusal, so a blocked attempt is visible to operators. */
export function checkUrl(url: unknown, origins: readonly string[] = [], where = 'bridge'): UrlVerdict {
  const verdict = classifyUrl(url, origins);
  if (verdict.kind === 'refused') console.warn(`[${where}] refused URL:`, verdict.url);
  return verdict;
}
