// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const names = async (list: string) => {
  const reply = await sandbox().call('GET', `/nomenclatures/${list}`);
  expect(reply.status).toBe(200);
  return reply.json.map((item: { code: string; name: string }) => item.name);
};

describe('nomenclatures', () => {
  it('serves the five lists with real Spanish values', async () => {
    expect(await names('document-types-titular')).toEqual(['DNI', 'NIE', 'Pasaporte']);
    expect(await names('document-types-beneficiary')).toEqual(['DNI', 'NIE', 'Pasaporte', 'Menor sin documento']);
    expect(await names('civil-statuses')).toEqual(['Soltero/a', 'Casado/a', 'Pareja de hecho', 'Divorciado/a', 'Viudo/a']);
    expect(await names('relationships')).toEqual(['Cónyuge', 'Pareja de hecho', 'Hijo/a', 'Padre/Madre', 'Hermano/a', 'Otro']);
    expect(await names('genders')).toEqual(['Femenino', 'Masculino', 'No binario', 'Prefiero no decirlo']);
  });

  it('answers 404 for an unknown list', async () => {
    const reply = await sandbox().call('GET', '/nomenclatures/paises');
    expect(reply.status).toBe(404);
    expect(reply.json.error).toBe('not_found');
  });
});
