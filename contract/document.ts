// The sandbox's OpenAPI document, written once from the operation list: served at /openapi.json.
import { openapiDocument as write } from './openapi.ts';
import { operations, schemas, tags } from './operations.ts';

export const openapiDocument = write(operations, schemas, tags);
