// What an error may tell the host (contract.ts, ErrorReport): an error in a member's portal can carry their
// data in its words (a JSON.parse of their record quotes it, a URL holds their id), and the report leaves the
// portal for the provider's monitoring. So the report is built from a closed set of fields, and the only free
// text, the message, is the engine's own (a TypeError's "x.map is not a function"), scrubbed of what can be
// recognised. A name in unquoted prose cannot be recognised: that is why other errors' messages never go.
import type { ErrorReport } from '../bridge/shared/contract.ts';
import type { LogEntry } from './logger.ts';

/** Errors whose message the JavaScript engine writes from the code, not from data. */
const ENGINE_ERRORS = new Set(['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError', 'URIError', 'EvalError']);
const MAX_MESSAGE = 200;

// Order matters: a URL's query goes before the numbers and tokens inside it are looked at one by one.
const SCRUBS: [RegExp, string | ((match: string) => string)][] = [
  [/\bhttps?:\/\/[^\s'"`)]+/g, (url) => scrubUrl(url)],
  [/["`“«][^"`”»]*["`”»]/g, '"…"'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[correo]'],
  [/\b(?:[A-Za-z0-9_-]{8,}\.){2}[A-Za-z0-9_-]+/g, '[token]'],
  [/\b[XYZxyz]?\d{7,8}[A-Za-z]\b/g, '[documento]'],
  [/\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{19,}/g, '[token]'],
  [/\d{3,}/g, '[n]'],
];

/** A path with each segment that may name someone or something of theirs (a digit, an @, a long run) as `:id`. */
export function scrubPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (/[\d@%]/.test(segment) || segment.length > 24 ? ':id' : segment))
    .join('/');
}

function scrubUrl(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return origin + scrubPath(pathname);
  } catch {
    return '[url]';
  }
}

export function scrubMessage(message: string): string {
  let text = message;
  for (const [pattern, by] of SCRUBS) text = text.replace(pattern, by as string);
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/** The report of a log entry seen on `path` (the portal's location.pathname). */
export function toErrorReport({ kind, where, error }: LogEntry, path: string): ErrorReport {
  const name = error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name) ? error.name : 'Error';
  const message = error instanceof Error && ENGINE_ERRORS.has(name) ? scrubMessage(error.message) : '';
  return { kind, where: /^[\w -]{1,40}$/.test(where) ? where : 'portal', error: name, message, path: scrubPath(path) };
}
