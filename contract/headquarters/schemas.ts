// Headquarters: the provider's medical centres.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { type Static, Type, named } from '../schema.ts';

export const OpeningInterval = Type.Object(
  {
    opens: Type.String({ pattern: '^\\d{2}:\\d{2}$', examples: ['08:00'] }),
    closes: Type.String({ pattern: '^\\d{2}:\\d{2}$', examples: ['21:00'] }),
  },
  {
    description: 'Intervalo de apertura en hora local de la sede (Europe/Madrid); closes es posterior a opens el mismo día.',
  },
);
export type OpeningInterval = Static<typeof OpeningInterval>;

export const HeadquartersSpeciality = Type.Object({
  code: Type.String({ examples: ['cardiologia'] }),
  name: Type.String({ examples: ['Cardiología'] }),
});
export type HeadquartersSpeciality = Static<typeof HeadquartersSpeciality>;

export const Headquarters = Type.Object({
  id: Type.String({ examples: ['hq-madrid'] }),
  name: Type.String({ examples: ['Centro Médico Madrid Salamanca'] }),
  city: Type.String(),
  province: Type.String(),
  address: Type.String({ description: 'Calle y número', examples: ['Calle de Velázquez 57'] }),
  postal_code: Type.String({ pattern: '^\\d{5}$' }),
  phone: Type.String({ description: 'E.164, listo para un enlace tel:', examples: ['+34914356210'] }),
  email: Type.String({ format: 'email' }),
  location: Type.Object({
    lat: Type.Number(),
    lng: Type.Number(),
  }),
  time_zone: Type.Literal('Europe/Madrid'),
  opening_hours: Type.Object(
    {
      monday: Type.Array(OpeningInterval),
      tuesday: Type.Array(OpeningInterval),
      wednesday: Type.Array(OpeningInterval),
      thursday: Type.Array(OpeningInterval),
      friday: Type.Array(OpeningInterval),
      saturday: Type.Array(OpeningInterval),
      sunday: Type.Array(OpeningInterval),
    },
    {
      description: 'Todos los días de la semana; una lista vacía es cerrado; dos intervalos, cierre a mediodía.',
    },
  ),
  services: Type.Array(Type.String()),
  specialities: Type.Array(HeadquartersSpeciality),
  video_consultation: Type.Boolean({ description: 'Atiende videoconsultas' }),
  payment_desk: Type.Boolean({ description: 'Admite el pago de cuotas en el mostrador' }),
});
export type Headquarters = Static<typeof Headquarters>;

/** What /openapi.json lists under components.schemas for this domain. */
export const headquartersSchemas = [
  named('OpeningInterval', OpeningInterval),
  named('HeadquartersSpeciality', HeadquartersSpeciality),
  named('Headquarters', Headquarters),
];
