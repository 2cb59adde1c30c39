// The machine-readable list of operations: method, path, parameters, bodies, answers, who may call them and a
// valid example. /openapi.json is written from it (contract/openapi.ts), so a fuzzer or the conformance kit
// reading that document sees every parameter and body schema.
import { memberServicesOperations } from './member-services-operations.ts';
import type { Operation } from './operation.ts';

export type { Operation } from './operation.ts';

/** Every operation declared from schemas so far; the rest are still in openapi/*.json (docs/contract.md). */
export const operations: Operation[] = [...memberServicesOperations];
