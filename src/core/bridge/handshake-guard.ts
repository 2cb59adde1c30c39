// penpal's WindowMessenger closes the connection's port on any message typed SYN from the parent's window, before
// it looks at the rest of the message: a forged SYN with extra keys or a megabyte-long id, posted by any script on
// the host's page, cut the bridge and left the portal's replies to throw (found by tests/e2e/hostile-parent.e2e.ts).
// A real SYN (penpal 7's `sendSynMessage`) is exactly { namespace, type, channel, participantId } with a UUID-sized
// id; this guard, registered before penpal's listener and in the capture phase, drops every other SYN unseen. A
// well-formed SYN from the parent's window stays what penpal's protocol says it is: the host starting over.
const NAMESPACE = 'penpal';
const SYN_KEYS = new Set(['namespace', 'type', 'channel', 'participantId']);
const MAX_PARTICIPANT_ID = 64;

export function isForgedSyn(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.namespace !== NAMESPACE || message.type !== 'SYN') return false;
  const id = message.participantId;
  const wellFormed =
    Object.keys(message).every((key) => SYN_KEYS.has(key)) &&
    message.channel === undefined &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_PARTICIPANT_ID;
  return !wellFormed;
}

/** Installs the guard for messages from `source` (the parent); returns its removal. */
export function guardHandshakes(source: Window): () => void {
  const drop = (event: MessageEvent) => {
    if (event.source === source && isForgedSyn(event.data)) event.stopImmediatePropagation();
  };
  window.addEventListener('message', drop, { capture: true });
  return () => window.removeEventListener('message', drop, { capture: true });
}
