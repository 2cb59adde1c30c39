/** Every .ts, .tsx, .js and .mjs file under `dir`, declarations left out. */
export function sourceFiles(dir: string): string[];
/** The broken import rules among `files`, all under `root` (default: ./src), one line each. */
export function check(files: string[], root?: string): string[];
