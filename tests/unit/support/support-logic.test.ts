// Support's own logic: FAQ grouping, a PQR's attachment checks and the contact links.
import { describe, expect, it } from 'vitest';
import { seedFaqs } from '../../../demo-host/sandbox/domains/member-services/seed-support.ts';
import { groupFaqs } from '../../../src/features/support/group-faqs.ts';
import { attachmentError, contentTypeOf } from '../../../src/features/support/attachment.ts';
import { mapHref, telHref, whatsappHref } from '../../../src/core/text/contact-links.ts';
import { formatPhone } from '../../../src/i18n/phone.ts';
import { formatBytes } from '../../../src/i18n/support-pqr.ts';
import { matchesWords } from '../../../src/core/text/text-search.ts';

describe('FAQ grouping', () => {
  it('keeps the topics in order and drops empty ones', () => {
    expect(groupFaqs(seedFaqs(), '').map((g) => [g.topic.name, g.items.length])).toEqual([
      ['Tu cuenta y acceso', 3],
      ['Pagos y suscripción', 3],
      ['Citas médicas', 3],
      ['Beneficiarios', 2],
      ['Sedes y aliados', 2],
    ]);
    expect(groupFaqs(seedFaqs(), 'correo').map((g) => g.topic.code)).toEqual(['cuenta', 'citas', 'beneficiarios']);
    expect(groupFaqs(seedFaqs(), 'hipoteca')).toEqual([]);
  });

  it('matches every word, whatever the case and accents', () => {
    expect(matchesWords('¿Cómo cambio mi contraseña?', 'COMO contrasena')).toBe(true);
    expect(matchesWords('¿Cómo cambio mi contraseña?', 'contraseña factura')).toBe(false);
  });
});

describe('PQR attachment checks', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it('accepts PDF, JPG and PNG up to 5 MB, by type or by extension', () => {
    expect(attachmentError(file('a.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeUndefined();
    expect(attachmentError(file('foto.JPG', '', 2000))).toBeUndefined();
    expect(contentTypeOf(file('foto.JPG', '', 2000))).toBe('image/jpeg');
  });
  it('refuses other types, empty files and files over 5 MB in Spanish', () => {
    expect(attachmentError(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10))).toBe(
      'El adjunto debe ser un PDF, JPG o PNG.',
    );
    expect(attachmentError(file('a.png', 'image/png', 0))).toBe('El archivo está vacío.');
    expect(attachmentError(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('El adjunto no puede pasar de 5 MB.');
  });
  it('says sizes the Spanish way', () => {
    expect(formatBytes(84211)).toBe('82 KB');
    expect(formatBytes(2_400_000)).toBe('2,3 MB');
  });
});

describe('contact links', () => {
  it('builds tel:, WhatsApp and map links, and formats Spanish numbers', () => {
    expect(telHref('+34 914 35 62 10')).toBe('tel:+34914356210');
    expect(whatsappHref('+34611204060')).toBe('https://wa.me/34611204060');
    expect(mapHref('Calle de Velázquez 57', '28001', 'Madrid')).toBe(
      'https://www.openstreetmap.org/search?query=Calle%20de%20Vel%C3%A1zquez%2057%2C%2028001%20Madrid%2C%20Espa%C3%B1a',
    );
    expect(formatPhone('+34914356210')).toBe('914 35 62 10');
    expect(formatPhone('112')).toBe('112');
  });
});
