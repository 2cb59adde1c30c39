import type { Pqr } from '../../../../contract/member-services/schemas.ts';

/** titular@demo.es's past PQRs: two answered, one still being handled. */
export function seedPqrs(): Pqr[] {
  const seed: Pqr[] = [
    {
      id: 'pqr-1001',
      reference: 'PQR-2026-000118',
      customer_id: 'cus-1001',
      type: 'reclamo',
      subject: 'Cobro duplicado de la cuota de junio',
      contact_preference: 'email',
      attachment: { file_name: 'extracto-junio.pdf', content_type: 'application/pdf', size_bytes: 84211 },
      description:
        'En el extracto del banco aparecen dos cargos de 39,90 € el 14 de junio por la cuota del Plan Familiar. Solicito la devolución de uno de ellos.',
      status: 'answered',
      created_at: '2026-06-16T09:12:00.000Z',
      updated_at: '2026-06-19T11:40:00.000Z',
      answer: {
        text: 'Hemos comprobado el cargo duplicado y hemos ordenado la devolución de 39,90 € a tu cuenta. La verás en un plazo de 3 a 5 días hábiles. Disculpa las molestias.',
        answered_at: '2026-06-19T11:40:00.000Z',
      },
      history: [
        { status: 'received', at: '2026-06-16T09:12:00.000Z' },
        { status: 'in_progress', at: '2026-06-17T08:30:00.000Z' },
        { status: 'answered', at: '2026-06-19T11:40:00.000Z' },
      ],
    },
    {
      id: 'pqr-1002',
      reference: 'PQR-2026-000131',
      customer_id: 'cus-1001',
      type: 'sugerencia',
      subject: 'Más horario de pediatría por la tarde',
      contact_preference: 'phone',
      attachment: null,
      description:
        'Sería de gran ayuda que en la sede de Madrid hubiera consultas de pediatría después de las 18:00, porque muchos padres trabajamos hasta esa hora.',
      status: 'answered',
      created_at: '2026-09-02T17:25:00.000Z',
      updated_at: '2026-09-10T10:05:00.000Z',
      answer: {
        text: 'Gracias por tu propuesta. Desde el 1 de octubre la sede de Madrid Salamanca amplía la consulta de pediatría hasta las 20:30 de lunes a jueves.',
        answered_at: '2026-09-10T10:05:00.000Z',
      },
      history: [
        { status: 'received', at: '2026-09-02T17:25:00.000Z' },
        { status: 'in_progress', at: '2026-09-03T09:00:00.000Z' },
        { status: 'answered', at: '2026-09-10T10:05:00.000Z' },
      ],
    },
    {
      id: 'pqr-1003',
      reference: 'PQR-2026-000152',
      customer_id: 'cus-1001',
      type: 'peticion',
      subject: 'Certificado de afiliación para la empresa',
      contact_preference: 'email',
      attachment: null,
      description: 'Necesito un certificado de afiliación con las fechas de alta del Plan Familiar para entregarlo en mi empresa.',
      status: 'in_progress',
      created_at: '2026-11-18T12:00:00.000Z',
      updated_at: '2026-11-19T08:45:00.000Z',
      answer: null,
      history: [
        { status: 'received', at: '2026-11-18T12:00:00.000Z' },
        { status: 'in_progress', at: '2026-11-19T08:45:00.000Z' },
      ],
    },
  ];
  return structuredClone(seed);
}
