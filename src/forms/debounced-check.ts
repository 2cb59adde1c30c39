// A server check of one field while the user types: it waits for a pause, and only the answer for the latest
// value counts (a slow answer for an older value never overwrites a newer one).

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ok' }
  /** The server answered: the value is taken or not valid. */
  | { status: 'invalid'; message: string }
  /** The call failed: the message of its error (the spec's, for the validation calls). */
  | { status: 'failed'; message: string };

/** Resolves to the Spanish reason the value cannot be used, or undefined when it can. */
export type RemoteCheck = (value: string) => Promise<string | undefined>;

export const IDLE: CheckState = { status: 'idle' };

/** `onState` hears each state with the value (and the caller's tag) it belongs to. */
export function createDebouncedCheck(delayMs: number, onState: (value: string, state: CheckState, tag: string) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  const runNow = async (value: string, check: RemoteCheck, tag: string, ticket: number): Promise<CheckState> => {
    if (ticket === latest) onState(value, { status: 'checking' }, tag);
    let state: CheckState;
    try {
      const message = await check(value);
      state = message ? { status: 'invalid', message } : { status: 'ok' };
    } catch (error) {
      state = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    if (ticket === latest) onState(value, state, tag);
    return state;
  };

  return {
    /** After `delayMs` without another call; an empty value is not checked. */
    schedule(value: string, check: RemoteCheck, tag = ''): void {
      clearTimeout(timer);
      const ticket = ++latest;
      if (value.trim() !== '') timer = setTimeout(() => void runNow(value, check, tag, ticket), delayMs);
    },
    /** At once (on submit), cancelling a pending one. */
    now(value: string, check: RemoteCheck, tag = ''): Promise<CheckState> {
      clearTimeout(timer);
      return runNow(value, check, tag, ++latest);
    },
    cancel(): void {
      clearTimeout(timer);
      latest += 1;
    },
  };
}
