// The rules of a grant that depend on the day: its status now, and the end dates a member may choose.
import type { CaregiverGrant } from '../../../../contract/caregivers/schemas.ts';
import { GRANT_MAX_MONTHS } from '../../../../contract/caregivers/scope.ts';
import type { Grant } from './state.ts';

/** Today as YYYY-MM-DD by the sandbox clock (UTC: a grant's last day ends at midnight UTC). */
export const today = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

export function statusOf(grant: Grant, nowMs: number): CaregiverGrant['status'] {
  if (grant.revokedAt) return 'retirada';
  if (grant.ends_on < today(nowMs)) return 'caducada';
  return grant.accepted_at ? 'activa' : 'invitada';
}

/** Still usable (invited or active): neither revoked nor past its last day. */
export const isLive = (grant: Grant, nowMs: number): boolean => !grant.revokedAt && grant.ends_on >= today(nowMs);

/** The answer's shape: the stored grant without what only the sandbox keeps. */
export function grantAnswer(grant: Grant, nowMs: number): CaregiverGrant {
  const { invitationToken: _token, caregiverUserId: _user, revokedAt: _revoked, ...visible } = grant;
  return { ...visible, status: statusOf(grant, nowMs) };
}

/** The last day a grant given today may reach: 18 months on. */
export function latestEnd(nowMs: number): string {
  const date = new Date(nowMs);
  date.setUTCMonth(date.getUTCMonth() + GRANT_MAX_MONTHS);
  return today(date.getTime());
}

/** The Spanish sentence for an end date a member may not choose, or null when it is fine. */
export function endDateProblem(endsOn: string, nowMs: number): string | null {
  if (endsOn < today(nowMs)) return 'La fecha de fin no puede ser anterior a hoy.';
  if (endsOn > latestEnd(nowMs))
    return `El acceso puede durar como mucho ${GRANT_MAX_MONTHS} meses: elige una fecha hasta el ${latestEnd(nowMs)}.`;
  return null;
}
