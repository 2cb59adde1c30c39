// The browser test reads the card's QR code back with tests/e2e/support/qr-decode.ts; this checks that reader
// against lean-qr's own codes, every correction level, so a wrong decode cannot pass the browser test.
import { describe, expect, it } from 'vitest';
import { correction, generate } from 'lean-qr';
import { decodeQr } from '../../e2e/support/qr-decode.ts';

const samples = [
  'http://127.0.0.1:4175/cards/verify/2023-00141-01',
  'https://verifica.example.es/cards/verify/2023-00141-02',
  'HELLO WORLD 123',
  '12345678901234',
  'http://localhost:41234/cards/verify/2026-9001-01?ref=carne',
];

function grid(text: string, level: keyof typeof correction): boolean[][] {
  const code = generate(text, { minCorrectionLevel: correction[level as 'L'] });
  return Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.get(x, y)));
}

describe('QR reader of the browser tests', () => {
  for (const text of samples) {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      it(`reads ${text} at level ${level}`, () => {
        expect(decodeQr(grid(text, level))).toBe(text);
      });
    }
  }

  it('reads another text than the one asked for as different', () => {
    expect(decodeQr(grid('http://127.0.0.1:4175/cards/verify/2023-00141-02', 'M'))).not.toBe(samples[0]);
  });
});
