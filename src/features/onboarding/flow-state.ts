// What the sign-up carries from one screen to the next, in the tab's session storage (a reload keeps it).
import { readStored, readStoredJson, writeStored } from '../../core/state/storage.ts';

export type Periodicity = 'mensual' | 'anual';

export interface PlanChoice {
  code: string;
  periodicity: Periodicity;
}

const PLAN = 'onboarding:plan';
const SENT_TO = 'onboarding:sent-to';

// Storage refused: the flow still works within this page (core/state/storage.ts).
export function readPlanChoice(): PlanChoice | null {
  const parsed = readStoredJson('session', PLAN) as PlanChoice | null;
  return parsed && typeof parsed.code === 'string' && (parsed.periodicity === 'mensual' || parsed.periodicity === 'anual') ? parsed : null;
}

export const savePlanChoice = (choice: PlanChoice | null): void => void writeStored('session', PLAN, choice && JSON.stringify(choice));

/** The address the confirmation e-mail went to, for "check your e-mail". */
export const readSentTo = (): string | null => readStored('session', SENT_TO);
export const saveSentTo = (email: string): void => void writeStored('session', SENT_TO, email);
