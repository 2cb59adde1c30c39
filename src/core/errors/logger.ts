// One logger for what goes wrong at run time (a render bug, a chunk that did not arrive, a value the API sends that
// the portal does not know). Where it goes is injected, as penpal injects its `log`: the console by default;
// main.tsx adds the host's `onError` (core/bridge/bridge-link.ts, reportError), so errors in production reach
// the provider's monitoring through the page that embeds the portal.
export type LogKind = 'render' | 'chunk' | 'data';

export interface LogEntry {
  kind: LogKind;
  /** Which boundary or part saw it ('home', 'auth', 'frame', ...). */
  where: string;
  error: unknown;
}

export type LogSink = (entry: LogEntry) => void;

export const toConsole: LogSink = ({ kind, where, error }) => console.error(`[portal] ${kind} error in ${where}:`, error);

let sink: LogSink = toConsole;

/** Replaces where entries go (null: back to the console). */
export function setLogSink(next: LogSink | null): void {
  sink = next ?? toConsole;
}

export function logError(kind: LogKind, where: string, error: unknown): void {
  sink({ kind, where, error });
}
