// @vitest-environment node
// Every operation declared from schemas (contract/operations.ts) runs its example against the
// sandbox, and the answer must match the schema the served /openapi.json gives for that status: a renamed
// field or a number sent as a string fails here. Role refusals are checked where the operation names roles.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../contract/operations.ts';
import { fillExample } from '../../../contract/operation.ts';
import { jwtPayload, sandbox, type AnyJson } from './sandbox-client.ts';

type Sandbox = ReturnType<typeof sandbox>;

/** The served documents: the provider's and, for the sandbox's controls and gateway, the sandbox's own. */
const DOCUMENTS = ['/openapi.json', '/__sandbox/openapi.json'];

async function documentValidator(s: Sandbox) {
  const documents = await Promise.all(DOCUMENTS.map(async (url) => (await s.call('GET', url)).json as AnyJson));
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  documents.forEach((document, i) => ajv.addSchema({ $id: `openapi-${i}`, components: document.components }, `openapi-${i}`));
  return (method: string, path: string, status: number, body: unknown) => {
    const at = documents.findIndex((document) => document.paths[path]?.[method]);
    const answer = documents[at]?.paths[path]?.[method]?.responses?.[String(status)];
    const schema = answer?.content?.['application/json']?.schema;
    if (!answer) return [`${status} is not a documented answer`];
    if (!schema) return [];
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"openapi-${at}#/components/`)));
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}

describe('the declared operations against the sandbox', () => {
  for (const op of operations.filter((o) => o.example)) {
    it(`${op.method.toUpperCase()} ${op.path} answers ${op.example!.status} with the documented shape`, async () => {
      const s = sandbox();
      const check = await documentValidator(s);
      const example = op.example!;
      const token = await s.login(example.account);
      // A caregiver's own token (cuidador@) names no person: their examples use no {me}.
      const person = (jwtPayload(token).profiles as { id: string; role: string }[])[0];
      const me = { me: person?.id ?? '', role: person?.role ?? '' };
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(fillExample(example.path?.[name], me)));
      const query = example.query ? `?${new URLSearchParams(fillExample(example.query, me) as Record<string, string>)}` : '';
      const reply = await s.call(op.method.toUpperCase(), `${path}${query}`, {
        token,
        ...(example.headers ? { headers: fillExample(example.headers, me) as Record<string, string> } : {}),
        ...(example.body === undefined ? {} : { body: fillExample(example.body, me) }),
      });
      expect(reply.status, JSON.stringify(reply.json)).toBe(example.status);
      expect(check(op.method, op.path, reply.status, reply.json)).toEqual([]);
    });
  }

  it('a staff token is refused with 403 and a Spanish message where the operation is for members only', async () => {
    const s = sandbox();
    const check = await documentValidator(s);
    const token = await s.login('vendedor@demo.es');
    for (const op of operations.filter((o) => o.roles && !o.roles.includes('Vendedor') && o.example && o.method === 'get')) {
      const reply = await s.call(
        'GET',
        `${op.path}?${new URLSearchParams(fillExample(op.example!.query ?? {}, { me: 'cus-1001', role: 'Titular' }) as Record<string, string>)}`,
        { token },
      );
      expect(reply.status, op.path).toBe(403);
      expect(reply.json.message).toMatch(/[áéíóúñ¿¡]|\b(no|solo)\b/i);
      expect(check(op.method, op.path, 403, reply.json)).toEqual([]);
    }
  });
});
