// The host's onError report carries no personal data: every field is built from a closed set or scrubbed.
import { describe, expect, it } from 'vitest';
import { scrubMessage, scrubPath, toErrorReport } from '../../../src/core/errors/error-report.ts';

const PERSONAL = ['Daniela', 'Ortega', 'daniela.ortega@correo.es', '12345678Z', 'X1234567L', '612345678', 'eyJhbGciOi', 'cus_8f3a9c2e'];

function expectNothingPersonal(text: string) {
  for (const value of PERSONAL) expect(text).not.toContain(value);
}

describe('toErrorReport', () => {
  it('keeps the kind, the part, the class and an engine error’s own words', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'payment_status')");
    expect(toErrorReport({ kind: 'render', where: 'home', error }, '/home/subscription/resumen')).toEqual({
      kind: 'render',
      where: 'home',
      error: 'TypeError',
      message: "Cannot read properties of undefined (reading 'payment_status')",
      path: '/home/subscription/resumen',
    });
  });

  it('strips ids from the path, and drops its query and fragment', () => {
    expect(scrubPath('/home/customerInformation/sale/cus_8f3a9c2e?dni=12345678Z#x')).toBe('/home/customerInformation/sale/:id');
    expect(scrubPath('/home/pqr/PQR-2026-0001')).toBe('/home/pqr/:id');
    expect(scrubPath('/home/carne?dni=12345678Z&nombre=Daniela#datos')).toBe('/home/carne');
    expect(scrubPath('/public/welcome/daniela.ortega%40correo.es')).toBe('/public/welcome/:id');
  });

  it('sends no words of the portal’s own errors or a server’s: they may name the member', () => {
    const error = new Error('No se pudo guardar a Daniela Ortega (12345678Z)');
    const report = toErrorReport({ kind: 'data', where: 'home', error }, '/home');
    expect(report).toMatchObject({ error: 'Error', message: '' });
    class ApiError extends Error {
      override name = 'ApiError';
    }
    expect(toErrorReport({ kind: 'data', where: 'home', error: new ApiError('daniela.ortega@correo.es') }, '/home').message).toBe('');
  });

  it('scrubs an engine message of quoted values, e-mails, documents, phones, tokens and URLs’ queries and ids', () => {
    const messages = [
      `Unexpected token 'D', "Daniela Ortega" is not valid JSON`,
      'Invalid value daniela.ortega@correo.es for field email',
      'Bad document 12345678Z or X1234567L',
      'Cannot call 612345678',
      'Token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkYW5pZWxhIn0.c2lnbmF0dXJlX2hlcmU rejected',
      'Failed to fetch dynamically imported module: https://portal.example.es/home/customerInformation/sale/cus_8f3a9c2e?dni=12345678Z',
    ];
    for (const message of messages) expectNothingPersonal(scrubMessage(message));
    expect(scrubMessage(messages[5]!)).toBe(
      'Failed to fetch dynamically imported module: https://portal.example.es/home/customerInformation/sale/:id',
    );
    expect(scrubMessage('x'.repeat(500)).length).toBe(200);
  });

  it('names an unknown part and a strange class generically', () => {
    const error = new TypeError('x');
    error.name = 'Daniela Ortega 12345678Z';
    const report = toErrorReport({ kind: 'chunk', where: '<img src=x>', error }, '/');
    expect(report).toMatchObject({ where: 'portal', error: 'Error', message: '' });
    expect(toErrorReport({ kind: 'render', where: 'frame', error: 'a string thrown' }, '/').error).toBe('Error');
  });
});
