import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, readStoredJson, storedKeys, writeStored, writeStoredJson } from '../../../src/core/state/storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('core/storage', () => {
  it('reads, writes, removes and lists what it kept, in the area asked for', () => {
    expect(writeStored('session', 'a:1', 'uno')).toBe(true);
    writeStoredJson('local', 'b', { n: 2 });
    expect(readStored('session', 'a:1')).toBe('uno');
    expect(readStored('local', 'a:1')).toBeNull();
    expect(readStoredJson('local', 'b')).toEqual({ n: 2 });
    expect(storedKeys('session', 'a:')).toEqual(['a:1']);
    writeStored('session', 'a:1', null);
    expect(readStored('session', 'a:1')).toBeNull();
  });

  it('reads a value that is not JSON as nothing', () => {
    sessionStorage.setItem('x', '{no');
    expect(readStoredJson('session', 'x')).toBeNull();
  });

  it('survives a browser that refuses storage altogether (a cross-site frame with storage blocked)', () => {
    const denied = () => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied", 'SecurityError');
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    expect(readStored('session', 'a')).toBeNull();
    expect(readStoredJson('local', 'b')).toBeNull();
    // Kept for the page's lifetime instead: a flow still carries its choice from one screen to the next.
    expect(writeStored('session', 'plan', 'familiar')).toBe(false);
    expect(readStored('session', 'plan')).toBe('familiar');
    expect(storedKeys('session', 'pl')).toEqual(['plan']);
    expect(writeStored('session', 'plan', null)).toBe(true);
    expect(readStored('session', 'plan')).toBeNull();
    expect(storedKeys('session', '')).toEqual([]);
  });

  it('survives a full quota on write', () => {
    const full = {
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as unknown as Storage);
    expect(writeStoredJson('local', 'c', { big: true })).toBe(false);
    expect(readStoredJson('local', 'c')).toEqual({ big: true });
    writeStored('local', 'c', null);
  });
});
