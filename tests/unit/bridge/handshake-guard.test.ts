import { describe, expect, it } from 'vitest';
import { isForgedSyn } from '../../../src/core/bridge/handshake-guard.ts';

const syn = (extra: Record<string, unknown> = {}) => ({
  namespace: 'penpal',
  type: 'SYN',
  channel: undefined,
  participantId: crypto.randomUUID(),
  ...extra,
});

describe('the handshake guard', () => {
  it("lets penpal 7's own SYN through, and every message that is not a SYN", () => {
    expect(isForgedSyn(syn())).toBe(false);
    expect(isForgedSyn({ namespace: 'penpal', type: 'CALL', id: '1', methodPath: ['navigate'], args: ['/home'] })).toBe(false);
    expect(isForgedSyn('SYN')).toBe(false);
    expect(isForgedSyn(null)).toBe(false);
  });

  it.each([
    ['an extra key', syn({ polluted: true })],
    ['a __proto__ key', JSON.parse(`{"namespace":"penpal","type":"SYN","participantId":"p1","__proto__":{"polluted":1}}`)],
    ['a megabyte-long id', syn({ participantId: 'a'.repeat(1_000_000) })],
    ['an empty id', syn({ participantId: '' })],
    ['an id that is not a string', syn({ participantId: {} })],
    ['a channel', syn({ channel: 'x' })],
  ])('drops a SYN with %s', (_, message) => {
    expect(isForgedSyn(message)).toBe(true);
  });
});
