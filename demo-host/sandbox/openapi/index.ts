// The sandbox's OpenAPI document: the base (the spec's calls, test controls) and one fragment per area, each
// with its own `paths` and `components.schemas`. The areas moved to schemas (contract/) are written from their
// operation list; the others are still hand-written JSON here. Served at /openapi.json; the contract test checks it against
// the routes the app really serves, in both directions.
import base from './base.json' with { type: 'json' };
import appointments from './appointments.json' with { type: 'json' };
import medicalRecord from './medical-record.json' with { type: 'json' };
import plans from './plans.json' with { type: 'json' };
import headquarters from './headquarters.json' with { type: 'json' };
import payments from './payments.json' with { type: 'json' };
import outbox from './outbox.json' with { type: 'json' };
import cards from './cards.json' with { type: 'json' };
import subscriptions from './subscriptions.json' with { type: 'json' };
import sales from './sales.json' with { type: 'json' };
import registration from './registration.json' with { type: 'json' };
import staffPayments from './staff-payments.json' with { type: 'json' };
import reminders from './reminders.json' with { type: 'json' };
import { memberServicesSchemas } from '../contract/member-services.ts';
import { openapiFragment } from '../contract/openapi.ts';
import { operations } from '../contract/operations.ts';

interface Fragment {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown>; [section: string]: unknown };
  tags?: unknown[];
}

/** One file per area; add yours here. */
const fragments: Fragment[] = [
  openapiFragment(operations, [...memberServicesSchemas], [
    { name: 'offers', description: 'Aliados y Ofertas: descuentos de empresas colaboradoras para afiliados' },
    { name: 'support', description: 'Ayuda y soporte: preguntas frecuentes y canales de contacto' },
    { name: 'pqr', description: 'Peticiones, quejas, reclamos y sugerencias de los afiliados' },
  ]),
  plans,
  headquarters,
  payments,
  appointments,
  medicalRecord,
  outbox,
  cards,
  subscriptions,
  sales,
  registration,
  staffPayments,
  reminders,
];

function merge(document: Fragment & Record<string, unknown>, parts: Fragment[]) {
  const paths = { ...document.paths };
  const schemas = { ...document.components?.schemas };
  const tags = [...((document.tags as unknown[] | undefined) ?? [])];
  for (const part of parts) {
    for (const [path, item] of Object.entries(part.paths ?? {})) {
      if (path in paths) throw new Error(`openapi: ${path} is documented twice`);
      paths[path] = item;
    }
    Object.assign(schemas, part.components?.schemas);
    tags.push(...(part.tags ?? []));
  }
  return { ...document, tags, paths, components: { ...document.components, schemas } };
}

export const openapiDocument = merge(base, fragments);
