// The card as the API sends it: the contract's type (contract/cards/schemas.ts), declared once.
import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { MemberCard } from '#contract/cards/schemas.ts';

export type { CardStatus, MemberCard } from '#contract/cards/schemas.ts';

/** GET {base}/cards/{customerId}: the signed-in person's own card (holder or beneficiary). */
export function getMemberCard(customerId: string): Promise<MemberCard> {
  return apiCall({ url: apiUrl(`/cards/${segment(customerId)}`) });
}
