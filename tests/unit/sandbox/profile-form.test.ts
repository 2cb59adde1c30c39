// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const path = '/forms/perfil-afiliado/versions/latest/values/cus-1001';
const complete = {
  first_name: 'Lucía',
  first_lastname: 'Martín',
  second_lastname: 'García',
  document_type: 'DNI',
  document_number: '51234876F',
  birth_date: '1984-05-22',
  gender: 'F',
  civil_status: 'CASADO',
  email: 'titular@demo.es',
  phone: '612 483 920',
  address_street: 'Calle de Alcalá 214, 3.º B',
  address_city: 'Madrid',
  address_province: 'Madrid',
  postal_code: '28028',
  blood_type: '0+',
  allergies: 'Ninguna',
  chronic_conditions: 'Asma leve',
  emergency_contact_name: 'Javier Ortega Ruiz',
  emergency_contact_phone: '655107342',
};

describe('profile form (perfil-afiliado)', () => {
  it('becomes COMPLETED once every required answer is there, and PENDING again when one is removed', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const done = await call('PUT', path, { token, body: { values: complete } });
    expect(done.json).toMatchObject({ general_status: 'COMPLETED', values: { blood_type: '0+' } });
    const partial = await call('PUT', path, { token, body: { values: { ...complete, emergency_contact_phone: '' } } });
    expect(partial.json.general_status).toBe('PENDING');
  });

  it('refuses answers in the wrong shape with a Spanish message per field, saving nothing', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('PUT', path, {
      token,
      body: {
        values: {
          ...complete,
          document_number: '51234876A',
          phone: '912345678',
          postal_code: '99999',
          blood_type: 'C+',
          birth_date: '2099-01-01',
        },
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.json.fields).toEqual({
      document_number: 'El DNI no es válido: revisa los números y la letra.',
      phone: 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.',
      postal_code: 'Escribe un código postal español de 5 cifras.',
      blood_type: 'El grupo sanguíneo no es válido.',
      birth_date: 'Escribe una fecha de nacimiento pasada.',
    });
    expect((await call('GET', path, { token })).json.values).toEqual({ blood_type: '0+', height_cm: 164 });
  });

  it('lets a beneficiary save their own profile only', async () => {
    const { call, login } = sandbox();
    const token = await login('beneficiario@demo.es');
    expect(
      (await call('PUT', '/forms/perfil-afiliado/versions/latest/values/cus-1002', { token, body: { values: { blood_type: 'A-' } } }))
        .status,
    ).toBe(200);
    expect((await call('PUT', path, { token, body: { values: { blood_type: 'A-' } } })).status).toBe(403);
  });
});
