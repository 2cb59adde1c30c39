// The order the browser files start in: longest first, so the two workers end together. Vitest orders files by
// its cache of the last run's durations, and without one (a clean clone, CI) by file size, largest first, which put
// the five-line files that run the longest tests (the axe tour, the shell of every account: 253 s of CI-3's 605 s)
// last, one worker waiting on the other. Without Vitest's cache the seconds come from file-seconds.json, measured
// on a clean clone (`node scripts/e2e-seconds.mjs` rewrites it from the last run's .tmp/e2e.json); a file not in
// it (a new one) starts first, as Vitest starts unknown files first. The unit and engines projects keep Vitest's
// order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';
import seconds from './file-seconds.json' with { type: 'json' };

const measured: Record<string, number> = seconds;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const expected = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      if (cached) return cached.duration / 1000;
      return measured[path] ?? Number.POSITIVE_INFINITY;
    };
    const browser = sorted.filter((spec) => spec.project.name === 'e2e').sort((a, b) => expected(b) - expected(a));
    // The e2e files keep their place among the projects (groupOrder), only their order among themselves changes.
    return sorted.map((spec) => (spec.project.name === 'e2e' ? browser.shift()! : spec));
  }
}
