import type { Headquarters, OpeningInterval, Speciality, Weekday } from '../types.ts';

/** The specialities the centres offer; appointments and the clinical history use the same codes. */
export const specialities = {
  general: { code: 'medicina-general', name: 'Medicina general' },
  pediatria: { code: 'pediatria', name: 'Pediatría' },
  ginecologia: { code: 'ginecologia', name: 'Ginecología y obstetricia' },
  cardiologia: { code: 'cardiologia', name: 'Cardiología' },
  dermatologia: { code: 'dermatologia', name: 'Dermatología' },
  traumatologia: { code: 'traumatologia', name: 'Traumatología' },
  oftalmologia: { code: 'oftalmologia', name: 'Oftalmología' },
  odontologia: { code: 'odontologia', name: 'Odontología' },
  fisioterapia: { code: 'fisioterapia', name: 'Fisioterapia' },
  psicologia: { code: 'psicologia', name: 'Psicología' },
  endocrinologia: { code: 'endocrinologia', name: 'Endocrinología' },
  otorrino: { code: 'otorrinolaringologia', name: 'Otorrinolaringología' },
} satisfies Record<string, Speciality>;

const s = specialities;

const span = (opens: string, closes: string): OpeningInterval => ({ opens, closes });

/** Monday to Friday alike, then Saturday and Sunday. */
function week(weekday: OpeningInterval[], saturday: OpeningInterval[] = [], sunday: OpeningInterval[] = []): Record<Weekday, OpeningInterval[]> {
  return {
    monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday, saturday, sunday,
  };
}

export function seedHeadquarters(): Headquarters[] {
  const seed: Headquarters[] = [
    {
      id: 'hq-madrid', name: 'Centro Médico Madrid Salamanca', city: 'Madrid', province: 'Madrid',
      address: 'Calle de Velázquez 57', postal_code: '28001', phone: '+34914356210', email: 'madrid@portalafiliados.es',
      location: { lat: 40.4291, lng: -3.6838 }, time_zone: 'Europe/Madrid',
      opening_hours: week([span('08:00', '21:00')], [span('09:00', '14:00')]),
      services: ['Consultas de especialidad', 'Análisis clínicos', 'Radiología y ecografía', 'Vacunación', 'Enfermería', 'Atención al afiliado'],
      specialities: [s.general, s.pediatria, s.ginecologia, s.cardiologia, s.dermatologia, s.traumatologia, s.oftalmologia, s.endocrinologia],
      video_consultation: true, payment_desk: true,
    },
    {
      id: 'hq-barcelona', name: 'Centre Mèdic Barcelona Eixample', city: 'Barcelona', province: 'Barcelona',
      address: 'Carrer de Balmes 180', postal_code: '08006', phone: '+34932187450', email: 'barcelona@portalafiliados.es',
      location: { lat: 41.3968, lng: 2.1521 }, time_zone: 'Europe/Madrid',
      opening_hours: week([span('08:00', '20:30')], [span('09:00', '13:30')]),
      services: ['Consultas de especialidad', 'Análisis clínicos', 'Fisioterapia y rehabilitación', 'Salud bucodental', 'Atención al afiliado'],
      specialities: [s.general, s.pediatria, s.dermatologia, s.traumatologia, s.odontologia, s.fisioterapia, s.psicologia],
      video_consultation: true, payment_desk: true,
    },
    {
      id: 'hq-valencia', name: 'Centro Médico Valencia Colón', city: 'Valencia', province: 'Valencia',
      address: 'Carrer de Colón 48', postal_code: '46004', phone: '+34963521874', email: 'valencia@portalafiliados.es',
      location: { lat: 39.4699, lng: -0.3719 }, time_zone: 'Europe/Madrid',
      opening_hours: week([span('08:30', '14:00'), span('16:00', '20:00')]),
      services: ['Consultas de especialidad', 'Análisis clínicos', 'Revisiones de la vista', 'Vacunación', 'Atención al afiliado'],
      specialities: [s.general, s.pediatria, s.ginecologia, s.oftalmologia, s.otorrino],
      video_consultation: false, payment_desk: true,
    },
    {
      id: 'hq-sevilla', name: 'Centro Médico Sevilla Nervión', city: 'Sevilla', province: 'Sevilla',
      address: 'Calle Luis Montoto 45', postal_code: '41018', phone: '+34954632198', email: 'sevilla@portalafiliados.es',
      location: { lat: 37.3886, lng: -5.9795 }, time_zone: 'Europe/Madrid',
      opening_hours: week([span('08:00', '15:00'), span('17:00', '21:00')], [span('09:30', '13:30')]),
      services: ['Consultas de especialidad', 'Análisis clínicos', 'Radiología y ecografía', 'Cirugía menor', 'Atención al afiliado'],
      specialities: [s.general, s.cardiologia, s.dermatologia, s.traumatologia, s.endocrinologia, s.psicologia],
      video_consultation: true, payment_desk: false,
    },
    {
      id: 'hq-bilbao', name: 'Centro Médico Bilbao Indautxu', city: 'Bilbao', province: 'Bizkaia',
      address: 'Gran Vía de Don Diego López de Haro 45', postal_code: '48011', phone: '+34944273610', email: 'bilbao@portalafiliados.es',
      location: { lat: 43.2625, lng: -2.9429 }, time_zone: 'Europe/Madrid',
      opening_hours: week([span('07:30', '20:00')]),
      services: ['Consultas de especialidad', 'Análisis clínicos', 'Fisioterapia y rehabilitación', 'Enfermería', 'Atención al afiliado'],
      specialities: [s.general, s.ginecologia, s.traumatologia, s.fisioterapia, s.otorrino],
      video_consultation: false, payment_desk: true,
    },
    {
      id: 'hq-malaga', name: 'Centro Médico Málaga Centro', city: 'Málaga', province: 'Málaga',
      address: 'Alameda Principal 21', postal_code: '29005', phone: '+34952218340', email: 'malaga@portalafiliados.es',
      location: { lat: 36.7182, lng: -4.4227 }, time_zone: 'Europe/Madrid',
      opening_hours: week([span('09:00', '21:00')], [span('09:00', '21:00')], [span('10:00', '14:00')]),
      services: ['Consultas de especialidad', 'Urgencias leves', 'Salud bucodental', 'Vacunación internacional', 'Atención al afiliado'],
      specialities: [s.general, s.pediatria, s.dermatologia, s.odontologia, s.oftalmologia, s.psicologia],
      video_consultation: true, payment_desk: true,
    },
  ];
  return structuredClone(seed);
}
