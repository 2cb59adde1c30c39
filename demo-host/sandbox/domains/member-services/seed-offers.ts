import type { Offer, OfferCategory, PartnerPlace } from '../../../../contract/member-services/schemas.ts';

const categories = {
  farmacias: { code: 'farmacias', name: 'Farmacias' },
  opticas: { code: 'opticas', name: 'Ópticas' },
  gimnasios: { code: 'gimnasios', name: 'Gimnasios' },
  dentistas: { code: 'dentistas', name: 'Dentistas' },
} satisfies Record<OfferCategory['code'], OfferCategory>;

const place = (name: string, address: string, postal_code: string, city: string, phone: string): PartnerPlace => ({
  name,
  address,
  postal_code,
  city,
  phone,
});
const percent = (value: number) => ({ kind: 'percent' as const, percent: value });
const amount = (cents: number) => ({ kind: 'amount' as const, amount_cents: cents, currency: 'EUR' as const });

/** Partner offers members may use (fictitious partners at believable addresses). */
export function seedOffers(): Offer[] {
  const seed: Offer[] = [
    {
      id: 'off-farma-goya',
      category: categories.farmacias,
      partner: 'Farmacia Goya 74',
      title: '10 % en parafarmacia y dermocosmética',
      discount: percent(10),
      code: 'AFILIADO-FG10',
      description: 'Descuento en cremas solares, dermocosmética, higiene infantil y productos de parafarmacia.',
      conditions: ['No aplicable a medicamentos con receta.', 'No acumulable con otras promociones.', 'Válido hasta el 31/12/2026.'],
      how_to_use: 'Enseña el código en el mostrador antes de pagar.',
      places: [place('Farmacia Goya 74', 'Calle de Goya 74', '28001', 'Madrid', '+34915764012')],
      valid_until: '2026-12-31',
    },
    {
      id: 'off-farma-red',
      category: categories.farmacias,
      partner: 'Red Farmacias del Mediterráneo',
      title: '15 % en nutrición deportiva e infantil',
      discount: percent(15),
      code: 'MEDITERRANEO15',
      description: 'Leches de continuación, suplementos y nutrición deportiva en las farmacias de la red.',
      conditions: ['Compra mínima de 20 €.', 'Un uso por afiliado y semana.'],
      how_to_use: 'Enseña el código en caja o escríbelo en la tienda en línea de la red.',
      places: [
        place('Farmacia Russafa', 'Carrer de Sueca 21', '46006', 'Valencia', '+34963413377'),
        place('Farmacia Alameda', 'Alameda Principal 35', '29005', 'Málaga', '+34952212790'),
      ],
      valid_until: '2027-03-31',
    },
    {
      id: 'off-optica-vision',
      category: categories.opticas,
      partner: 'Óptica Visión Clara',
      title: '20 % en gafas graduadas completas',
      discount: percent(20),
      code: 'VISION20',
      description: 'Montura y cristales graduados, con revisión de la vista gratuita.',
      conditions: ['Incluye cristales antirreflejantes.', 'No acumulable con el 2 × 1 de la tienda.'],
      how_to_use: 'Pide cita en la óptica y enseña el código al encargar las gafas.',
      places: [
        place('Óptica Visión Clara Eixample', 'Carrer de Balmes 152', '08008', 'Barcelona', '+34932159864'),
        place('Óptica Visión Clara Nervión', 'Calle Luis de Morales 8', '41018', 'Sevilla', '+34954571208'),
      ],
      valid_until: '2026-12-31',
    },
    {
      id: 'off-optica-lentillas',
      category: categories.opticas,
      partner: 'Ópticas Norte',
      title: '30 € de descuento en lentillas anuales',
      discount: amount(3000),
      code: 'NORTE30',
      description: 'En cualquier pack anual de lentes de contacto, con adaptación incluida.',
      conditions: ['Compra mínima de 120 €.', 'Válido una vez al año por afiliado.'],
      how_to_use: 'Enseña el código en la óptica al pagar.',
      places: [place('Ópticas Norte Indautxu', 'Calle Licenciado Poza 31', '48011', 'Bilbao', '+34944412350')],
      valid_until: '2027-06-30',
    },
    {
      id: 'off-gym-urbana',
      category: categories.gimnasios,
      partner: 'Forma Urbana Fitness',
      title: 'Sin matrícula y 25 % en la cuota mensual',
      discount: percent(25),
      code: 'FORMA25',
      description: 'Acceso a sala, clases dirigidas y piscina en los centros Forma Urbana.',
      conditions: ['Permanencia mínima de 3 meses.', 'El descuento se mantiene mientras sigas afiliado.'],
      how_to_use: 'Al darte de alta en recepción, enseña el código y tu carné de afiliación.',
      places: [
        place('Forma Urbana Chamberí', 'Calle de Santa Engracia 120', '28003', 'Madrid', '+34914412266'),
        place('Forma Urbana Gràcia', 'Carrer Gran de Gràcia 190', '08012', 'Barcelona', '+34932171409'),
      ],
      valid_until: '2027-01-31',
    },
    {
      id: 'off-gym-yoga',
      category: categories.gimnasios,
      partner: 'Estudio Pilates y Yoga Aire',
      title: 'Primera clase gratis y 15 % en bonos',
      discount: percent(15),
      code: 'AIRE15',
      description: 'Pilates máquina, yoga y estiramientos en grupos reducidos.',
      conditions: ['La primera clase requiere reserva previa.', 'Bonos de 8 o más clases.'],
      how_to_use: 'Escribe el código al reservar en línea o díselo al profesor.',
      places: [place('Estudio Aire Ruzafa', 'Carrer de Cádiz 52', '46006', 'Valencia', '+34961104482')],
      valid_until: '2026-12-31',
    },
    {
      id: 'off-dental-sonrisa',
      category: categories.dentistas,
      partner: 'Clínica Dental Sonrisa',
      title: 'Limpieza dental gratuita al año',
      discount: amount(4500),
      code: 'SONRISA-LIMPIEZA',
      description: 'Una limpieza con revisión y radiografía panorámica al año, sin coste.',
      conditions: ['Cita previa.', 'Una limpieza por afiliado y año natural.'],
      how_to_use: 'Di el código al pedir cita por teléfono y enséñalo en recepción.',
      places: [
        place('Clínica Dental Sonrisa Centro', 'Calle Granada 41', '29015', 'Málaga', '+34952226190'),
        place('Clínica Dental Sonrisa Triana', 'Calle San Jacinto 60', '41010', 'Sevilla', '+34954333271'),
      ],
      valid_until: '2027-12-31',
    },
    {
      id: 'off-dental-orto',
      category: categories.dentistas,
      partner: 'Ortodoncia Bilbao Ría',
      title: '20 % en ortodoncia invisible',
      discount: percent(20),
      code: 'RIA20ORTO',
      description: 'Estudio de ortodoncia gratuito y 20 % en el tratamiento con alineadores.',
      conditions: ['Tratamientos iniciados en 2026 o 2027.', 'Financiación sin intereses hasta 24 meses.'],
      how_to_use: 'Enseña el código en la primera visita.',
      places: [place('Ortodoncia Bilbao Ría', 'Alameda de Recalde 27', '48009', 'Bilbao', '+34944236615')],
      valid_until: '2027-12-31',
    },
  ];
  return structuredClone(seed);
}
