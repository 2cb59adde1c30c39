// The two OpenAPI documents, written once from the operation list. /openapi.json is what a provider builds: every
// operation but the sandbox's own (audience.ts). /__sandbox/openapi.json is the sandbox's test controls and card
// gateway, apart, so a provider's team never mistakes them for work (issue 29).
import { sandboxOnly } from './audience.ts';
import { openapiDocument as write, reachedSchemas } from './openapi.ts';
import { operations, schemas, tags } from './operations.ts';

const forProvider = operations.filter((op) => !sandboxOnly(op));
const forSandbox = operations.filter((op) => sandboxOnly(op));

const PROVIDER = {
  title: 'API del portal de afiliados',
  description:
    'Las llamadas de la sección 7 de la especificación que el servidor de un proveedor implementa para el portal; el sandbox ' +
    'las sirve sobre datos de demostración. Los errores son JSON { error, message }. Escrito a partir de los esquemas de ' +
    'contract/ (docs/contract.md). Los controles de prueba del sandbox y su pasarela de tarjeta están aparte, en /__sandbox/openapi.json.',
};

const SANDBOX = {
  title: 'Controles del sandbox del portal de afiliados',
  description:
    'Solo del sandbox, no de lo que construye un proveedor: sus controles de prueba (/__sandbox/*: reinicio, fallos, reloj, ' +
    'buzón...) y su pasarela de tarjeta, sustituta de la de Bold (/gateway/*). La API que implementa un proveedor está en /openapi.json.',
};

// A schema only the sandbox's operations use (its request log, its faults, its outbox, its clock) is described
// in the sandbox's document alone; a schema no operation names (the sealed Configuration) stays in the provider's.
const sandboxDraft = write(forSandbox, schemas, tags, SANDBOX);
const providerReach = reachedSchemas(write(forProvider, schemas, tags, PROVIDER));
const sandboxReach = reachedSchemas(sandboxDraft);
const sandboxOnlySchemas = new Set([...sandboxReach].filter((name) => !providerReach.has(name)));

export const openapiDocument = write(
  forProvider,
  schemas.filter((named) => !sandboxOnlySchemas.has(named.name)),
  tags,
  PROVIDER,
);

/** The sandbox's document carries only the schemas its operations reach (a `Charge`, a `Payment`...). */
export const sandboxOpenapiDocument = {
  ...sandboxDraft,
  components: {
    ...sandboxDraft.components,
    schemas: Object.fromEntries(Object.entries(sandboxDraft.components.schemas).filter(([name]) => sandboxReach.has(name))),
  },
};
