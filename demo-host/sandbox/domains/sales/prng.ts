// A small seeded generator (mulberry32): the same seed gives the same demo data on every reset and machine.
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** Picks by weight: `[[value, weight], ...]`. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, w] of items) {
      roll -= w;
      if (roll < 0) return value;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  };
  return { next, int, pick, weighted };
}

export type Prng = ReturnType<typeof prng>;
