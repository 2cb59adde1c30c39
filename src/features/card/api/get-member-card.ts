import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

export type CardStatus = 'valid' | 'expired' | 'suspended' | 'pending';

export interface MemberCard {
  member_number: string;
  customer_id: string;
  role: string;
  full_name: string;
  document_type: string;
  document_number: string;
  plan: { code: string; name: string };
  holder_name: string | null;
  valid_from: string;
  valid_until: string;
  status: CardStatus;
  verification_url: string;
}

/** GET {base}/cards/{customerId}: the signed-in person's own card (holder or beneficiary). */
export function getMemberCard(customerId: string): Promise<MemberCard> {
  return apiCall({ url: apiUrl(`/cards/${segment(customerId)}`) });
}
