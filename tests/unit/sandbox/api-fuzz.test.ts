// @vitest-environment node
// [18/18] 5,000 hostile API inputs: a seeded property-based fuzz (fast-check) over every operation the sandbox's served
// /openapi.json and /__sandbox/openapi.json list (read from the documents, so a regenerated document is fuzzed as it is). Hostile path ids,
// query values, bodies (schema-shaped with wrong values, random JSON, prototype-pollution keys, huge strings,
// garbage text, wrong content types) and credentials (none, forged, real tokens of several roles). Every answer:
// never 5xx; every 4xx is JSON with a Spanish `message`; a refused write leaves the store as it was; no answer
// echoes the markup it was sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const SEED = 18_2026;
const RUNS = 5000;
const TIME_LIMIT_MS = 240_000;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: { enum?: unknown[] };
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodyTypes: string[];
  bodyFields: string[];
  /** A page for people (the hosted gateway, the mailbox): its refusals are Spanish HTML pages, not JSON. */
  html: boolean;
}

type Json = Record<string, unknown>;

/** encodeURIComponent, with lone surrogates (which it refuses, and no client could send) made into '?'. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '?'));
  }
}

function resolve(document: Json, node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((n, key) => n[key] as Json, document);
  }
  return current ?? {};
}

/** Every operation of the document, with its parameters and the field names of its JSON body. */
function operations(document: Json): Operation[] {
  const list: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as Record<string, Json>)) {
    const item = resolve(document, rawItem);
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map(
        (p) => resolve(document, p) as unknown as Parameter,
      );
      const content = (resolve(document, op.requestBody).content as Record<string, Json> | undefined) ?? {};
      const schema = resolve(document, content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema);
      const props = new Set<string>(Object.keys((schema.properties as Json) ?? {}));
      for (const part of [
        ...((schema.allOf as unknown[]) ?? []),
        ...((schema.oneOf as unknown[]) ?? []),
        ...((schema.anyOf as unknown[]) ?? []),
      ]) {
        for (const key of Object.keys((resolve(document, part).properties as Json) ?? {})) props.add(key);
      }
      const responses = Object.values((op.responses as Json) ?? {}).map((r) => Object.keys((resolve(document, r).content as Json) ?? {}));
      const html = responses.flat().some((type) => type.startsWith('text/html'));
      list.push({ method: method.toUpperCase(), path, parameters, bodyTypes: Object.keys(content), bodyFields: [...props], html });
    }
  }
  return list;
}

const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...MARKUP,
      '../../etc/passwd',
      '%2e%2e%2f',
      '%00',
      '\u0000',
      '\uD800',
      '__proto__',
      'constructor',
      'prototype',
      "' OR 1=1 --",
      '${7*7}',
      '{{7*7}}',
      'javascript:alert(1)',
      '//evil.example',
      'NaN',
      '-1',
      '1e309',
      '0x10',
      ' ',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(100_000), '😀'.repeat(5000), `${'<b>'.repeat(2000)}`) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
/** Ids of the seed, so a hostile request also reaches past the "not found" check now and then. */
const seededIds = fc.constantFrom(
  'cus-1001',
  'cus-1002',
  'ben-2001',
  'perfil-afiliado',
  'hq-1',
  'pqr-1',
  'pay-1',
  'chg-1',
  'sale-1',
  'tipos-documento',
  'icon.svg',
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [MARKUP[0]]),
);

const body = (op: Operation) =>
  fc.oneof(
    // Schema-shaped: the documented fields, with values of any type.
    fc
      .dictionary(fc.constantFrom(...(op.bodyFields.length ? op.bodyFields : ['x'])), anyValue, { maxKeys: 12 })
      .map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{"__proto__":{"polluted":"yes","role":"admin"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      `{"${op.bodyFields[0] ?? 'x'}":{"__proto__":{"polluted":"yes"}}}`,
      '{"a":',
      '',
      'null',
      '[]',
      `{"${op.bodyFields[0] ?? 'x'}":"${'x'.repeat(200_000)}"}`,
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      'grant_type=password&username=<script>&password=x',
    ),
    hostileText,
  );

interface Request {
  op: Operation;
  path: string;
  query: [string, string][];
  body?: string;
  contentType?: string;
  auth: 'none' | 'forged' | 'expired' | string;
  idempotencyKey?: string;
}

function request(op: Operation, tokens: string[]): fc.Arbitrary<Request> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const param = (p: Parameter) =>
    p.schema?.enum?.length ? fc.oneof(fc.constantFrom(...p.schema.enum.map(String)), hostileText) : fc.oneof(hostileText, seededIds);
  return fc
    .record({
      path: fc
        .tuple(...pathParams.map(param))
        .map((values) => pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, encode(values[i]!) || '%20'), op.path)),
      query: fc
        .tuple(...queryParams.map((p) => fc.option(param(p), { nil: undefined })))
        .map((values) => queryParams.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, values[i]!] as [string, string]]))),
      body: op.bodyTypes.length ? fc.option(body(op), { nil: undefined, freq: 8 }) : fc.constant(undefined),
      contentType: fc.constantFrom(
        ...(op.bodyTypes.length ? op.bodyTypes : ['application/json']),
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
      ),
      auth: fc.constantFrom('none', 'forged', 'expired', ...tokens),
      idempotencyKey: fc.option(hostileText, { nil: undefined }),
    })
    .map((r) => ({ ...r, op }));
}

const SPANISH =
  /[áéíóúñ¿¡]|\b(no|el|la|los|las|de|del|un|una|es|son|para|con|por|que|en|se|tu|tus|su|sus|al|y|o|sin|ya|hay|solo|puedes|este|esta|debe|falta|revisa|datos|campo|existe|escribe|elige|concepto)\b|\b\w+(ción|cido|cida|ado|ada|ido|ida)\b/i;
const ENGLISH =
  /^(not found|unauthorized|forbidden|bad request|internal server error|method not allowed|unsupported|payload too large)\b|\b(the|is|must|invalid|required|missing|cannot)\b/i;

const replacer = (_key: string, value: unknown) => (value instanceof Map ? [...value] : value instanceof Set ? [...value] : value);

describe('5,000 hostile API requests over every operation of /openapi.json and /__sandbox/openapi.json', () => {
  it(
    `answers each without a 5xx, refuses in Spanish, changes nothing when it refuses, and echoes no markup (seed ${SEED})`,
    async () => {
      const { app, store, login } = sandbox();
      // The provider's document and the sandbox's own (its controls and card gateway): every operation it serves.
      const documents = await Promise.all(
        ['/openapi.json', '/__sandbox/openapi.json'].map(
          async (path) => (await (await app.fetch(new Request(`http://sandbox.test${path}`))).json()) as Json,
        ),
      );
      const ops = documents.flatMap(operations);
      expect(ops.length).toBeGreaterThan(50);
      const tokens = await Promise.all(
        ['titular@demo.es', 'beneficiario@demo.es', 'vendedor@demo.es', 'asesor@demo.es'].map((u) => login(u)),
      );
      const [header, payload] = tokens[0]!.split('.');
      const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'usr-1', role: 'ADMIN', exp: 4_102_444_800 })).toString('base64url')}.x`;
      const expired = `${header}.${payload}.${'A'.repeat(43)}`;
      // Care data is seeded on first use; seed it now, so a refused request is never the first use.
      await app.fetch(new Request('http://sandbox.test/specialities', { headers: { authorization: `Bearer ${tokens[0]}` } }));
      // The store as a refused request must leave it: everything but the request log and the saved answers of
      // Idempotency-Key, which keep even a 4xx on purpose so a retry replays it (middleware/idempotency.ts).
      // Who asked, not what the member owns: the request log, the saved idempotent answers and the throttles' counts
      // (a refused wrong password must count, or the limit would never come).
      const BOOKKEEPING = new Set(['requests', 'idempotency', 'throttles']);
      const snapshot = (): Record<string, string> =>
        Object.fromEntries(
          Object.entries(store)
            .filter(([key]) => !BOOKKEEPING.has(key))
            .map(([key, value]) => [key, JSON.stringify(value, replacer)]),
        );
      // Care data is seeded on first use after a reset (care/state.ts): null becoming the seed is no change.
      const changed = (a: Record<string, string>, b: Record<string, string>) =>
        Object.keys({ ...a, ...b }).filter((key) => a[key] !== b[key] && !(key === 'care' && a[key] === 'null'));
      // Serialising the store costs tens of ms, so it is compared once per WINDOW requests: a window whose requests
      // were all refused must leave it exactly as it was (a window with a success starts a new baseline).
      const WINDOW = 6;
      let window: string[] = [];
      let windowRefusedOnly = true;

      const covered = new Set<string>();
      const statuses = new Map<number, number>();
      let sent = 0;
      let before = snapshot();
      const started = Date.now();

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ops).chain((op) =>
            request(
              op,
              tokens.map((_, i) => `token${i}`),
            ),
          ),
          async (r) => {
            const headers: Record<string, string> = {};
            if (r.body !== undefined && r.contentType) headers['content-type'] = r.contentType;
            if (r.auth === 'forged') headers.authorization = `Bearer ${forged}`;
            else if (r.auth === 'expired') headers.authorization = `Bearer ${expired}`;
            else if (r.auth !== 'none') headers.authorization = `Bearer ${tokens[Number(r.auth.slice(5))]}`;
            if (r.idempotencyKey !== undefined) headers['idempotency-key'] = encode(r.idempotencyKey).slice(0, 200);
            const query = r.query.length ? `?${new URLSearchParams(r.query)}` : '';
            const response = await app.fetch(
              new Request(`http://sandbox.test${r.path}${query}`, { method: r.op.method, headers, body: r.body }),
            );
            const text = await response.text();
            // A fuzzed POST /__sandbox/faults must not turn the next requests into planted 5xx answers.
            store.faults.length = 0;
            sent++;
            covered.add(`${r.op.method} ${r.op.path}`);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const where = `${r.op.method} ${r.path}${query.slice(0, 200)} -> ${response.status} ${text.slice(0, 300)}`;

            expect(response.status, where).toBeLessThan(500);
            if (response.status >= 400 && r.op.html && /text\/html/.test(response.headers.get('content-type') ?? '')) {
              expect(text.replace(/<[^>]*>/g, ' '), where).toMatch(SPANISH);
            } else if (response.status >= 400) {
              expect(response.headers.get('content-type') ?? '', where).toMatch(/application\/json/);
              const answer = JSON.parse(text) as { message?: unknown };
              expect(typeof answer.message, where).toBe('string');
              expect(answer.message as string, where).toMatch(SPANISH);
              expect(answer.message as string, where).not.toMatch(ENGLISH);
            }
            if (response.status >= 400 || /text\/html/.test(response.headers.get('content-type') ?? '')) {
              for (const markup of MARKUP) expect(text.includes(markup), `${where}: echoes ${markup}`).toBe(false);
            }
            expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
            window.push(where.slice(0, 400));
            windowRefusedOnly &&= response.status >= 400;
            if (window.length === WINDOW) {
              const after = snapshot();
              const moved = windowRefusedOnly ? changed(before, after) : [];
              const requests = window;
              before = after;
              window = [];
              windowRefusedOnly = true;
              expect(moved, `refused requests changed the store:\n${requests.join('\n')}`).toEqual([]);
            }
          },
        ),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, endOnFailure: true },
      );

      const missing = ops.map((op) => `${op.method} ${op.path}`).filter((op) => !covered.has(op));
      console.info(
        `fuzz seed ${SEED}: ${sent} requests over ${covered.size}/${ops.length} operations in ${Math.round((Date.now() - started) / 1000)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      expect(missing).toEqual([]);
    },
    TIME_LIMIT_MS + 60_000,
  );
});
