import type { JsonObject } from './json-body.ts';
import { isIsoDate, isValidDocumentNumber } from './validators.ts';
import { hasCode } from './domains/accounts/seed-nomenclatures.ts';

/**
 * Collects Spanish messages per field while reading a body, so one 422 reports every problem at once.
 * Each getter returns the value when it is usable, or undefined after recording why not.
 */
export class FieldChecks {
  readonly errors: Record<string, string> = {};

  constructor(private readonly body: JsonObject) {}

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  fail(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  requiredString(field: string, missing: string): string | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      this.fail(field, missing);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.fail(field, 'Debe ser un texto.');
      return undefined;
    }
    return value.trim();
  }

  optionalString(field: string): string | null | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') {
      this.fail(field, 'Debe ser un texto.');
      return undefined;
    }
    return value.trim();
  }

  /** A code of one of the nomenclature lists (document types, genders, relationships...). */
  requiredCode(field: string, list: string, missing: string, invalid: string): string | undefined {
    const value = this.requiredString(field, missing);
    if (value !== undefined && !hasCode(list, value)) {
      this.fail(field, invalid);
      return undefined;
    }
    return value;
  }

  /** The document number, checked against its type when the type itself was valid. */
  documentNumber(field: string, documentType: string | undefined, missing: string): string | undefined {
    const value = this.requiredString(field, missing);
    if (value !== undefined && documentType && !isValidDocumentNumber(documentType, value)) {
      this.fail(field, 'El número de documento no es válido.');
      return undefined;
    }
    return value;
  }

  requiredDate(field: string, missing: string): string | undefined {
    const value = this.requiredString(field, missing);
    if (value !== undefined && !isIsoDate(value)) {
      this.fail(field, 'Usa una fecha válida con el formato AAAA-MM-DD.');
      return undefined;
    }
    return value;
  }
}
