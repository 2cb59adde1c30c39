// @vitest-environment node
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

import { openapiDocument, sandboxOpenapiDocument } from '../../../contract/document.ts';
import { operations } from '../../../contract/operations.ts';

const document = JSON.parse(JSON.stringify(openapiDocument));
const sandboxDocument = JSON.parse(JSON.stringify(sandboxOpenapiDocument));
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function documentedOperations(doc: { paths: object } = document): string[] {
  return Object.entries(doc.paths as Record<string, Record<string, unknown>>)
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

  // What the sandbox serves is what the two documents describe by construction: demo-host/sandbox/bind.ts serves
  // each declared operation and nothing else, or the sandbox does not start (bind.test.ts plants both mismatches).
  it('resolves every $ref inside each document', () => {
    for (const doc of [document, sandboxDocument]) {
      const refs = JSON.stringify(doc).match(/"\$ref":"#\/[^"]+"/g) ?? [];
      for (const ref of refs) {
        const pointer = ref.slice('"$ref":"#/'.length, -1).split('/');
        const target = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
        expect(target, ref).toBeDefined();
      }
    }
  });

  it('is served at GET /openapi.json', async () => {
    const reply = await sandbox().call('GET', '/openapi.json');
    expect(reply.json).toEqual(document);
  });
});

// The prefixes are written out here, not read from contract/audience.ts: the test must fail if that rule loses one.
const SANDBOX_PATH = /^\/(__sandbox|gateway)(\/|$)/;

describe('one document for providers, one for the sandbox', () => {
  it("the provider's /openapi.json names no sandbox path, tag or schema of the sandbox alone", () => {
    expect(Object.keys(document.paths).filter((path) => SANDBOX_PATH.test(path))).toEqual([]);
    expect((document.tags as { name: string }[]).map((tag) => tag.name)).not.toEqual(expect.arrayContaining(['sandbox']));
    expect(Object.keys(document.components.schemas)).not.toEqual(expect.arrayContaining(['LoggedRequest']));
    expect(Object.keys(document.components.schemas)).not.toEqual(expect.arrayContaining(['OutboxMessage']));
    // What the portal needs and no operation names stays: the sealed configuration it decrypts.
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Configuration', 'Charge', 'Error']));
  });

  it("the sandbox's /__sandbox/openapi.json holds its controls and gateway only, and together the two hold every operation once", () => {
    const provider = documentedOperations();
    const sandboxOnly = documentedOperations(sandboxDocument);
    expect(sandboxOnly.filter((op) => !SANDBOX_PATH.test(op.split(' ')[1]!))).toEqual([]);
    expect(sandboxOnly).toEqual(
      expect.arrayContaining(['POST /__sandbox/reset', 'GET /gateway/checkout/{order}', 'GET /__sandbox/openapi.json']),
    );
    expect(provider.filter((op) => sandboxOnly.includes(op))).toEqual([]);
    expect([...provider, ...sandboxOnly].sort()).toEqual(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort());
  });

  it('the served /__sandbox/openapi.json is valid OpenAPI 3.1 for an independent validator, and is the sandbox document', async () => {
    const served = (await sandbox().call('GET', '/__sandbox/openapi.json')).json;
    expect(served).toEqual(sandboxDocument);
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
