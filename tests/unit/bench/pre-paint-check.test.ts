import { describe, expect, it } from 'vitest';
import { unexpectedBeforePaint } from '../../../bench/pre-paint-check.ts';

const origin = 'http://127.0.0.1:4173';
const critical = ['index.html', 'assets/index-a1.js', 'assets/index-c3.css'];

describe('unexpected resources before first paint', () => {
  it('accepts the static critical set', () => {
    const resources = [
      { url: `${origin}/assets/index-a1.js`, startTime: 10 },
      { url: `${origin}/assets/index-c3.css`, startTime: 11 },
    ];
    expect(unexpectedBeforePaint(resources, 100, critical, origin)).toEqual([]);
  });

  it('reports a lazy chunk the login screen waited on', () => {
    const resources = [{ url: `${origin}/assets/login-screen-x9.js`, startTime: 50 }];
    expect(unexpectedBeforePaint(resources, 100, critical, origin)).toEqual(['/assets/login-screen-x9.js']);
  });

  it('ignores what loads after the paint, API calls, images and other origins', () => {
    const resources = [
      { url: `${origin}/assets/pagos-e5.js`, startTime: 150 },
      { url: 'http://127.0.0.1:4175/clients/frontend', startTime: 20 },
      { url: `${origin}/icons/icon-192.png`, startTime: 20 },
      { url: 'http://127.0.0.1:4174/embed.js', startTime: 20 },
    ];
    expect(unexpectedBeforePaint(resources, 100, critical, origin)).toEqual([]);
  });
});
