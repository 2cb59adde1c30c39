import { requireConfig } from '../core/config/config.ts';

/** `{base}` of docs/specification.md, section 7: the main API from the configuration, with a path after it. */
export const apiUrl = (path: string): string => `${requireConfig().url}${path}`;

/** One path segment, escaped: ids and typed values never change the path. */
export const segment = (value: string): string => encodeURIComponent(value);
