// @vitest-environment node
// Rules every schema of the contract keeps, so a provider reading /openapi.json can rely on them: amounts are
// integer cents (`*_cents`), a `currency` is the ISO 4217 code EUR, instants (`*_at`) are ISO 8601 date-times and
// days (`*_date`) ISO dates. The rule is run once on a schema planted with each fault, to show it catches it.
import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../../contract/document.ts';

type Node = Record<string, unknown>;

function problems(node: unknown, where: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => problems(item, `${where}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'properties') {
        for (const [name, schema] of Object.entries(value as Node)) {
          const s = schema as Node;
          const branches = (s.anyOf as Node[] | undefined) ?? [s];
          const typed = branches.filter((b) => b.type !== 'null' && !b.$ref);
          const at = `${where}.${name}`;
          if (name.endsWith('_cents') && typed.some((b) => b.type !== 'integer')) out.push(`${at}: los céntimos son enteros`);
          if (name === 'currency' && typed.some((b) => b.const !== 'EUR' && JSON.stringify(b.enum) !== '["EUR"]'))
            out.push(`${at}: la moneda es EUR`);
          if (/_at$/.test(name) && typed.some((b) => b.format !== 'date-time')) out.push(`${at}: un instante es date-time`);
          if (/_date$/.test(name) && typed.some((b) => b.format !== 'date')) out.push(`${at}: un día es date`);
        }
      }
      problems(value, `${where}/${key}`, out);
    }
  }
  return out;
}

describe('the contract schemas', () => {
  it('write amounts as integer cents in EUR, instants as date-time and days as date', () => {
    expect(problems(openapiDocument, '#')).toEqual([]);
  });

  it('the rule catches each fault when it is planted', () => {
    const planted = {
      properties: {
        amount_cents: { type: 'number' },
        currency: { type: 'string' },
        paid_at: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        due_date: { type: 'string', format: 'date-time' },
      },
    };
    expect(problems(planted, '#')).toHaveLength(4);
  });
});
