// Partner offers, the help centre and PQRs, declared once here: the portal reads these types
// (src/features/benefits, src/features/support, type-only), the sandbox serves and checks them, and
// /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, named, Nullable, StringEnum, Type, type Static } from '../schema.ts';

export const OFFER_CATEGORY_CODES = ['farmacias', 'opticas', 'gimnasios', 'dentistas'] as const;

export const OfferCategory = Type.Object({
  code: StringEnum(OFFER_CATEGORY_CODES),
  name: Type.String({ examples: ['Ópticas'] }),
});

export const PartnerPlace = Type.Object({
  name: Type.String(),
  address: Type.String(),
  postal_code: Type.String({ pattern: '^\\d{5}$' }),
  city: Type.String(),
  phone: Type.String({ description: 'E.164' }),
});

export const OfferDiscount = Type.Union([
  Type.Object({ kind: Type.Literal('percent'), percent: Type.Integer({ minimum: 1, maximum: 100 }) }),
  Type.Object({ kind: Type.Literal('amount'), amount_cents: Type.Integer({ minimum: 1 }), currency: Type.Literal('EUR') }),
]);

export const Offer = Type.Object({
  id: Type.String({ examples: ['off-optica-vision'] }),
  category: OfferCategory,
  partner: Type.String(),
  title: Type.String(),
  discount: OfferDiscount,
  code: Type.String({ description: 'Código que el afiliado enseña o copia', examples: ['VISION20'] }),
  description: Type.String(),
  conditions: Type.Array(Type.String()),
  how_to_use: Type.String(),
  places: Type.Array(PartnerPlace),
  valid_until: IsoDate(),
});

export const Faq = Type.Object({
  id: Type.String(),
  topic: Type.Object({ code: Type.String(), name: Type.String() }),
  question: Type.String(),
  answer: Type.String(),
});

const HourMinute = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

export const ContactChannels = Type.Object({
  phone: Type.String({ description: 'E.164' }),
  email: Type.String({ format: 'email' }),
  whatsapp: Type.String({ description: 'E.164; el portal abre https://wa.me/<dígitos>' }),
  hours: Type.Array(Type.Object({ days: Type.String({ examples: ['De lunes a viernes'] }), opens: HourMinute, closes: HourMinute })),
  emergency_phone: Type.String({ examples: ['112'] }),
});

export const PQR_TYPES = ['peticion', 'queja', 'reclamo', 'sugerencia'] as const;
export const PQR_STATUSES = ['received', 'in_progress', 'answered'] as const;
export const CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp'] as const;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PQR_MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export const PqrType = StringEnum(PQR_TYPES);
export const PqrStatus = StringEnum(PQR_STATUSES);
export const ContactPreference = StringEnum(CONTACT_PREFERENCES);

export const PqrAttachment = Type.Object({
  file_name: Type.String(),
  content_type: StringEnum(ATTACHMENT_TYPES),
  size_bytes: Type.Integer({ minimum: 1, maximum: PQR_MAX_ATTACHMENT_BYTES }),
});

/** POST /pqrs. Lengths are of the trimmed text; the attachment's bytes are checked by the sandbox (pqr-input.ts). */
export const PqrInput = Type.Object(
  {
    customer_id: Type.String({ minLength: 1 }),
    type: PqrType,
    subject: Type.String({ minLength: 5, maxLength: 120 }),
    description: Type.String({ minLength: 20, maxLength: 2000 }),
    contact_preference: ContactPreference,
    attachment: Type.Optional(
      Nullable(
        Type.Object({
          file_name: Type.String({ minLength: 1 }),
          content_type: StringEnum(ATTACHMENT_TYPES),
          data: Type.String({ contentEncoding: 'base64' }),
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const Pqr = Type.Object({
  id: Type.String(),
  reference: Type.String({
    pattern: '^PQR-\\d{4}-\\d{6}$',
    examples: ['PQR-2026-000161'],
    description: 'Lo que el afiliado cita al llamar',
  }),
  customer_id: Type.String(),
  type: PqrType,
  subject: Type.String(),
  description: Type.String(),
  contact_preference: ContactPreference,
  attachment: Nullable(PqrAttachment),
  status: PqrStatus,
  created_at: DateTime(),
  updated_at: DateTime(),
  answer: Nullable(Type.Object({ text: Type.String(), answered_at: DateTime() })),
  history: Type.Array(Type.Object({ status: PqrStatus, at: DateTime() })),
});

export type OfferCategoryCode = (typeof OFFER_CATEGORY_CODES)[number];
export type OfferCategory = Static<typeof OfferCategory>;
export type PartnerPlace = Static<typeof PartnerPlace>;
export type OfferDiscount = Static<typeof OfferDiscount>;
export type Offer = Static<typeof Offer>;
export type Faq = Static<typeof Faq>;
export type ContactChannels = Static<typeof ContactChannels>;
export type PqrType = Static<typeof PqrType>;
export type PqrStatus = Static<typeof PqrStatus>;
export type ContactPreference = Static<typeof ContactPreference>;
export type PqrAttachment = Static<typeof PqrAttachment>;
export type PqrInput = Static<typeof PqrInput>;
export type Pqr = Static<typeof Pqr>;

/** What /openapi.json lists under components.schemas for this domain. */
export const memberServicesSchemas = [
  named('OfferCategory', OfferCategory),
  named('PartnerPlace', PartnerPlace),
  named('OfferDiscount', OfferDiscount),
  named('Offer', Offer),
  named('Faq', Faq),
  named('ContactChannels', ContactChannels),
  named('PqrType', PqrType),
  named('PqrStatus', PqrStatus),
  named('ContactPreference', ContactPreference),
  named('PqrAttachment', PqrAttachment),
  named('PqrInput', PqrInput),
  named('Pqr', Pqr),
];
