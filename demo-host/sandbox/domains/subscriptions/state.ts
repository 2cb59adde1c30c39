import { seedMemberServices, type MemberService } from './seed.ts';

export interface SubscriptionsState {
  /** Complementary services holders added to their plan (seed.ts). */
  memberServices: MemberService[];
}

export const subscriptionsState = (): SubscriptionsState => ({ memberServices: seedMemberServices() });
