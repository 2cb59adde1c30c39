// The `lucide` package types its barrel only; each per-icon module default-exports the same IconNode data.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const node: [tag: string, attrs: Record<string, string>][];
  export default node;
}
