import { INTERNAL_ERROR } from '../i18n/core.ts';

/** A failed call, carrying the specification's message (docs/specification.md, section 8) and, when the server answered, its status and body. */
export class ApiError extends Error {
  // `declare`: assigned in the constructor, so the es2020 build emits no class-field helpers for them.
  declare readonly status: number | undefined;
  declare readonly data: unknown;

  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ApiError';
    this.status = errorStatus(cause);
    this.data = (cause as { data?: unknown } | undefined)?.data;
  }
}

/** redaxios rejects with the response itself (it has a status); a network failure rejects with a TypeError. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** What an error toast shows: the server's message, an ApiError's message, or 'Internal Error'. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const message = (error as { data?: { message?: unknown } } | null | undefined)?.data?.message;
  return typeof message === 'string' && message ? message : INTERNAL_ERROR;
}
