import axios from 'redaxios';
import { SKIP_INTERCEPTOR_HEADER } from '../constants.ts';
import { ApiError, errorStatus, errorText } from '../errors/error-message.ts';
import { readAccessToken } from '../session/session-cookies.ts';
import { endedAccessRefusal } from '../session/acting-end.ts';
import { moduleRefusal } from '../session/acting-grant.ts';
import { refreshAccessToken } from './refresh-queue.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
  /** Outlives the page (fetch's `keepalive`): a record sent as a window closes or the host reloads still arrives. */
  keepalive?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

const SKIP = SKIP_INTERCEPTOR_HEADER.toLowerCase();

function send<T>(opts: RequestOptions, headers: Record<string, string>, token?: string): Promise<HttpResponse<T>> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(opts.params ?? {})) if (value !== undefined) params[key] = String(value);
  return axios<T>({
    url: opts.url,
    method: opts.method ?? 'GET',
    data: opts.data,
    params,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    ...(opts.keepalive ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, keepalive: true }) } : {}),
  });
}

/**
 * Every API call of the portal. redaxios has no interceptors, so the request rules of docs/specification.md, section 7 live here as a closure
 * that can run again: bearer from the authToken cookie read at send time; on 401, wait for the one shared
 * refresh and retry once (never on other errors: a failed POST must not be sent twice).
 */
export async function request<T>(opts: RequestOptions): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = {};
  let skip = false;
  for (const [key, value] of Object.entries(opts.headers ?? {})) {
    if (key.toLowerCase() === SKIP) skip = true;
    else headers[key.toLowerCase()] = value;
  }

  if (skip) return send<T>(opts, headers);

  const token = readAccessToken();
  try {
    return await send<T>(opts, headers, token);
  } catch (error) {
    const status = errorStatus(error);
    // A caregiver whose access ended is taken back to choose whom to help, whichever call heard it first; the
    // call still fails, so its screen never shows what it did not get.
    endedAccessRefusal(status, (error as { data?: unknown }).data);
    // One the member no longer grants: the grant is read again first, and the module guard closes the screen.
    await moduleRefusal(status, (error as { data?: unknown }).data);
    if (status !== 401) throw error;
    const fresh = await refreshAccessToken(token);
    return send<T>(opts, headers, fresh);
  }
}

/**
 * A call whose failure reaches the screen as an ApiError: `failure` is the specification's message for this call
 * (docs/specification.md, section 8), otherwise the server's Spanish message or 'Internal Error'. The status and
 * body stay on the error (a 422's field messages, a 409's reason), so a form can show them beside the fields.
 */
export async function apiCall<T>(opts: RequestOptions, failure?: string): Promise<T> {
  try {
    return (await request<T>(opts)).data;
  } catch (error) {
    throw new ApiError(failure ?? errorText(error), error);
  }
}
