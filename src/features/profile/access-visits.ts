// "Quién ha entrado" as visits (issue 31): the server's log is one entry per call, newest first; the member reads one
// visit per caregiver session and day (the entries' `visit_id`), newest first, with what was done in it in the
// order it happened. A read said twice in a visit is said once (opening Citas médicas reads several lists); each
// change is its own line. The words come from the one table, i18n/caregivers-log.ts.
import type { AccessLogEntry } from './api/list-caregiver-access.ts';
import { caregiverLogSentences, caregiverLogTexts } from '../../i18n/caregivers-log.ts';

export interface Visit {
  id: string;
  caregiverName: string;
  start: string;
  end: string;
  /** What was done, in plain Spanish, oldest first. */
  deeds: string[];
}

/** The sentence for one entry, or null when it is not the member's business (a refused read, the portal's own calls). */
export function deedOf(entry: AccessLogEntry): string | null {
  if (entry.kind === 'visita') return null;
  if (entry.status >= 400) return entry.kind === 'acción' ? caregiverLogTexts.failed : null;
  const sentence = caregiverLogSentences[entry.operation];
  if (sentence === undefined) return caregiverLogTexts.generic[entry.kind];
  return typeof sentence === 'function' ? sentence(entry.appointment) : sentence;
}

export function visitsOf(entries: readonly AccessLogEntry[]): Visit[] {
  // Oldest first, whatever order a provider answers in: a visit opens with its first entry and ends with its last.
  // Entries of the same instant keep the answer's order read backwards (it is newest first): the sort is stable.
  const inOrder = [...entries].reverse().sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const visits = new Map<string, Visit>();
  for (const entry of inOrder) {
    const visit = visits.get(entry.visit_id) ?? {
      id: entry.visit_id,
      caregiverName: entry.caregiver_name,
      start: entry.at,
      end: entry.at,
      deeds: [],
    };
    visit.end = entry.at;
    const deed = deedOf(entry);
    if (deed !== null && (entry.kind === 'acción' || !visit.deeds.includes(deed))) visit.deeds.push(deed);
    visits.set(entry.visit_id, visit);
  }
  // Newest first by its last entry; of two that ended at the same moment, the one that began later.
  const newest = (a: Visit, b: Visit) => Date.parse(b.end) - Date.parse(a.end) || Date.parse(b.start) - Date.parse(a.start);
  return [...visits.values()].sort(newest);
}
