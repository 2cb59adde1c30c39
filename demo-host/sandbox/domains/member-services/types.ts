// Shapes of the member services the sandbox serves: partner offers, the help centre and PQRs, declared once as
// schemas in contract/member-services.ts.

export type {
  ContactChannels,
  ContactPreference,
  Faq,
  Offer,
  OfferCategory,
  OfferDiscount,
  PartnerPlace,
  Pqr,
  PqrAttachment,
  PqrStatus,
  PqrType,
} from './schemas.ts';
