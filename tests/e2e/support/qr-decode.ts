// Reads a QR code back from its module grid (dark = true), for versions 1-6 without errors: the test decodes
// what the card screen drew instead of trusting an attribute. Tables and placement follow ISO/IEC 18004 as
// Project Nayuki's reference encoder writes them (qrcodegen), read in reverse.

const ECC_PER_BLOCK = [
  [-1, 7, 10, 15, 20, 26, 18],
  [-1, 10, 16, 26, 18, 24, 16],
  [-1, 13, 22, 18, 26, 18, 24],
  [-1, 17, 28, 22, 16, 22, 28],
];
const BLOCKS = [
  [-1, 1, 1, 1, 1, 1, 2],
  [-1, 1, 1, 1, 2, 2, 4],
  [-1, 1, 1, 2, 2, 4, 4],
  [-1, 1, 1, 2, 4, 4, 4],
];
/** Format bits 14-13 name the level: 01 L, 00 M, 11 Q, 10 H; the tables above are ordered L, M, Q, H. */
const LEVEL_OF_FORMAT = [1, 0, 3, 2];
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function isFunction(size: number, x: number, y: number): boolean {
  if (x === 6 || y === 6) return true;
  if ((x <= 8 && y <= 8) || (x >= size - 8 && y <= 8) || (x <= 8 && y >= size - 8)) return true;
  const a = size - 7;
  return size > 21 && Math.abs(x - a) <= 2 && Math.abs(y - a) <= 2;
}

function formatOf(grid: boolean[][]): { level: number; mask: number } {
  const bit = (x: number, y: number) => (grid[y]![x] ? 1 : 0);
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const bits = cells.reduce((acc, [x, y], i) => acc | (bit(x, y) << i), 0) ^ 0x5412;
  const data = bits >> 10;
  return { level: LEVEL_OF_FORMAT[data >> 3]!, mask: data & 7 };
}

function codewords(grid: boolean[][], mask: number): number[] {
  const size = grid.length;
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (!isFunction(size, x, y)) bits.push(grid[y]![x] !== MASKS[mask]!(x, y) ? 1 : 0);
      }
    }
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  return bytes;
}

function dataCodewords(all: number[], version: number, level: number): number[] {
  const ecc = ECC_PER_BLOCK[level]![version]!;
  const blocks = BLOCKS[level]![version]!;
  const total = all.length;
  const short = blocks - (total % blocks);
  const shortLen = Math.floor(total / blocks);
  const rows: number[][] = Array.from({ length: blocks }, () => []);
  let k = 0;
  for (let i = 0; i <= shortLen; i++) {
    for (let j = 0; j < blocks; j++) {
      if (i === shortLen - ecc && j < short) continue;
      if (k < total) rows[j]![i] = all[k++]!;
    }
  }
  return rows.flatMap((row, j) => row.slice(0, shortLen - ecc + (j < short ? 0 : 1)));
}

function readSegments(bytes: number[]): string {
  let pos = 0;
  const take = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++, pos++) v = (v << 1) | ((bytes[pos >> 3]! >> (7 - (pos & 7))) & 1);
    return v;
  };
  let text = '';
  while (pos + 4 <= bytes.length * 8) {
    const mode = take(4);
    if (mode === 0) break;
    if (mode === 4) {
      const raw = Array.from({ length: take(8) }, () => take(8));
      text += new TextDecoder().decode(new Uint8Array(raw));
    } else if (mode === 2) {
      let n = take(9);
      for (; n >= 2; n -= 2) {
        const v = take(11);
        text += ALNUM[Math.floor(v / 45)]! + ALNUM[v % 45]!;
      }
      if (n === 1) text += ALNUM[take(6)]!;
    } else if (mode === 1) {
      for (let n = take(10); n > 0; n -= 3) text += String(take(n >= 3 ? 10 : n === 2 ? 7 : 4)).padStart(Math.min(n, 3), '0');
    } else if (mode === 7) take(8);
    else throw new Error(`QR mode ${mode} not supported by this reader`);
  }
  return text;
}

/** The text a QR code holds, from its modules (rows of booleans, no quiet zone). */
export function decodeQr(grid: boolean[][]): string {
  const version = (grid.length - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 6) throw new Error(`QR of ${grid.length} modules: only versions 1-6 are read`);
  const { level, mask } = formatOf(grid);
  return readSegments(dataCodewords(codewords(grid, mask), version, level));
}
