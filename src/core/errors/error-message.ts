import { INTERNAL_ERROR } from '../../i18n/core.ts';
import { RATE_LIMITED_ERROR } from '../constants.ts';
import { remoteTexts } from '../../i18n/remote.ts';
import { inSpanish } from '../../i18n/spec-errors.ts';

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

/** The failed answer itself: an ApiError's cause (redaxios rejects with the response), or the response. */
const answerOf = (error: unknown): unknown => (error instanceof ApiError ? error.cause : error);

/**
 * A 429's Retry-After, in seconds (RFC 9110: a number of seconds, or an HTTP date); undefined without one, when the
 * answer is not a 429, or when the header was not exposed to the page (CORS: Access-Control-Expose-Headers).
 */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | undefined {
  if (errorStatus(answerOf(error)) !== 429) return undefined;
  const headers = (answerOf(error) as { headers?: unknown }).headers;
  const value = headers instanceof Headers ? headers.get('retry-after') : null;
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** A throttle's 429 (the server's limits, docs/contract.md): the wait, in Spanish, from its Retry-After. */
export function tooManyText(error: unknown): string | undefined {
  if (errorStatus(answerOf(error)) !== 429) return undefined;
  const seconds = retryAfterSeconds(error);
  if (seconds !== undefined) return remoteTexts.tooMany(remoteTexts.wait(seconds));
  // A throttle's 429 whose Retry-After the page cannot read: still a wait, of unknown length.
  const code = (answerOf(error) as { data?: { error?: unknown } }).data?.error;
  return code === RATE_LIMITED_ERROR ? remoteTexts.tooManySoon : undefined;
}

/**
 * What may be logged of a failed call: its status and the server's error code, or an exception's name and
 * message. Never the failure itself: redaxios rejects with the whole response, whose `config` holds what was sent
 * (the refresh token and the client secret of a token grant, the Authorization header, a member's data).
 */
export function failureSummary(error: unknown): string {
  const status = errorStatus(error);
  if (status !== undefined) {
    const code = (error as { data?: { error?: unknown } }).data?.error;
    return typeof code === 'string' ? `${status} ${code}` : String(status);
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
}

/**
 * The message a failed call raises (the specification's catalogue, section 8, English included): the server's
 * message, an ApiError's message, or 'Internal Error'. It names the failure for logs and ApiError; what a person
 * reads comes from errorMessage.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const message = (error as { data?: { message?: unknown } } | null | undefined)?.data?.message;
  return typeof message === 'string' && message ? message : INTERNAL_ERROR;
}

/** A call that did not answer in time (core/loading/use-remote.ts): no screen waits forever. */
export class TimeoutError extends Error {}

/** A failure whose message was written in Spanish for the person, shown as it is (a missing link token...). */
export class ShownError extends Error {}

/**
 * The one way from a failure to the words on screen, always Spanish: the spec's English messages and
 * 'Internal Error' are translated, a connection that failed or timed out says so, anything unknown is generic.
 * `otherwise`, for an action (create, resend...), replaces everything but the server's own 4xx sentence, which
 * says what to fix.
 */
export function errorMessage(error: unknown, otherwise?: string): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (otherwise !== undefined && (status === undefined || status >= 500)) return otherwise;
  if (error instanceof TimeoutError) return remoteTexts.timeout;
  if (error instanceof ShownError) return error.message;
  // Over a limit: how long to wait, not the server's words (which said it when it answered, not now).
  const tooMany = tooManyText(error);
  if (tooMany) return tooMany;
  if (error instanceof ApiError) {
    if (error.status === undefined) return remoteTexts.network;
    return error.message ? inSpanish(error.message) : remoteTexts.generic;
  }
  return remoteTexts.generic;
}
