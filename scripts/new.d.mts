/** Writes a new area under `root` (routes.ts, its first screen, texts, docs, a unit test) and composes it; returns what it wrote. */
export function newArea(root: string, area: string): string[];
/** Adds a screen to an existing area under `root` (its file, route, texts and unit test); returns what it wrote. */
export function newScreen(root: string, area: string, screen: string): string[];
