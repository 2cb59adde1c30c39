// Cross-checks the static critical set against what the browser really fetched before its first paint:
// a script or stylesheet outside the set means /auth/login waits on a lazy chunk before painting.
import { isScriptOrStyle } from './vite-manifest.ts';

export interface LoadedResource {
  url: string;
  startTime: number;
}

/** Same-origin JS/CSS requested before `fcp` whose path is not one of `critical` (paths relative to the root). */
export function unexpectedBeforePaint(resources: LoadedResource[], fcp: number, critical: string[], origin: string): string[] {
  const expected = new Set(critical.map((file) => `/${file}`));
  return resources
    .filter((r) => r.startTime < fcp)
    .map((r) => new URL(r.url))
    .filter((url) => url.origin === origin && isScriptOrStyle(url.pathname) && !expected.has(url.pathname))
    .map((url) => url.pathname);
}
