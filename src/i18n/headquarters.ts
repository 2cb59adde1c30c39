// Texts of the headquarters (Sedes) area, and the failure messages of its shared calls.
import { FORMAT_LOCALE } from './locale.ts';

export const HEADQUARTERS_FETCH_ERROR = 'No hemos podido cargar las sedes.';
export const HEADQUARTER_FETCH_ERROR = 'No hemos podido cargar la sede.';

export const weekdayNames = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
} as const;

type Weekday = keyof typeof weekdayNames;

const km = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export const headquartersTexts = {
  title: 'Sedes',
  intro: 'Nuestros centros médicos: dirección, horario, teléfono y cómo llegar.',
  loading: 'Cargando las sedes…',
  errorTitle: 'No hemos podido cargar las sedes',
  emptyTitle: 'No hay sedes disponibles',
  emptyMessage: 'Ahora mismo no tenemos sedes que mostrarte. Vuelve a intentarlo más tarde.',
  listLabel: 'Sedes',
  sortByDistance: 'Ordenar por cercanía',
  locating: 'Buscando tu ubicación…',
  sortedByDistance: 'Sedes ordenadas de la más cercana a la más lejana.',
  locationDeniedTitle: 'Sin permiso para usar tu ubicación',
  locationDenied:
    'No podemos ordenar las sedes por cercanía porque el navegador no nos deja ver tu ubicación. Puedes permitirlo en los ajustes del navegador; mientras, te las mostramos por ciudad.',
  locationUnavailable: 'No hemos podido averiguar tu ubicación. Inténtalo de nuevo en un lugar con mejor señal.',
  locationUnsupported: 'Tu navegador no puede compartir tu ubicación; te mostramos las sedes por ciudad.',
  distance: (value: number) => `A ${km.format(value)} km`,
  openNow: 'Abierta ahora',
  closedNow: 'Cerrada ahora',
  closesAt: (time: string) => `Cierra a las ${time}`,
  opensToday: (time: string) => `Abre hoy a las ${time}`,
  opensOn: (day: Weekday, time: string) => `Abre el ${weekdayNames[day]} a las ${time}`,
  closedAllWeek: 'Sin horario de apertura',
  madridTime: 'Hora de Madrid',
  hours: 'Horario',
  closedDay: 'Cerrado',
  interval: (opens: string, closes: string) => `${opens} a ${closes}`,
  call: (phone: string) => `Llamar al ${phone}`,
  write: 'Escribir un correo',
  directions: 'Cómo llegar',
  newTab: '(se abre en una pestaña nueva)',
  services: 'Servicios',
  specialities: 'Especialidades',
  video: 'Videoconsulta disponible',
  noVideo: 'Sin videoconsulta',
  paymentDesk: 'Pago de cuotas en mostrador',
} as const;
