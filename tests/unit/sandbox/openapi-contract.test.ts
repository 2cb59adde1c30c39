// @vitest-environment node
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

import { openapiDocument } from '../../../contract/document.ts';

const document = JSON.parse(JSON.stringify(openapiDocument));
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const toOpenApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** Routes the app serves, from app.routes; the '*' middleware entries (CORS, log, faults) are not routes. */
function servedOperations(): string[] {
  const { app } = sandbox();
  const operations = app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
  return [...new Set(operations)].sort();
}

function documentedOperations(): string[] {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('OpenAPI contract', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('the served /openapi.json is valid OpenAPI 3.1 for an independent validator, every $ref resolving', async () => {
    const served = (await sandbox().call('GET', '/openapi.json')).json;
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every served route with its method', () => {
    const documented = new Set(documentedOperations());
    expect(servedOperations().filter((op) => !documented.has(op))).toEqual([]);
  });

  it('serves every documented path and method', () => {
    const served = new Set(servedOperations());
    expect(documentedOperations().filter((op) => !served.has(op))).toEqual([]);
  });

  it('resolves every $ref inside the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"#\/[^"]+"/g) ?? [];
    for (const ref of refs) {
      const pointer = ref.slice('"$ref":"#/'.length, -1).split('/');
      const target = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('is served at GET /openapi.json', async () => {
    const reply = await sandbox().call('GET', '/openapi.json');
    expect(reply.json).toEqual(document);
  });
});
