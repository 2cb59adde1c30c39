// What the sign-up carries from one screen to the next, in the tab's session storage (a reload keeps it).
export type Periodicity = 'mensual' | 'anual';

export interface PlanChoice {
  code: string;
  periodicity: Periodicity;
}

const PLAN = 'onboarding:plan';
const SENT_TO = 'onboarding:sent-to';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage refused: the flow still works within this page
  }
}

export function readPlanChoice(): PlanChoice | null {
  try {
    const parsed = JSON.parse(read(PLAN) ?? 'null') as PlanChoice | null;
    return parsed && typeof parsed.code === 'string' && (parsed.periodicity === 'mensual' || parsed.periodicity === 'anual') ? parsed : null;
  } catch {
    return null;
  }
}

export const savePlanChoice = (choice: PlanChoice | null): void => write(PLAN, choice && JSON.stringify(choice));

/** The address the confirmation e-mail went to, for "check your e-mail". */
export const readSentTo = (): string | null => read(SENT_TO);
export const saveSentTo = (email: string): void => write(SENT_TO, email);
