/** The middle value (mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Largest distance of a value from the median, as a fraction of the median: how noisy a series was. */
export function spread(values: number[]): number {
  const m = median(values);
  return Math.max(...values.map((v) => Math.abs(v - m))) / m;
}
