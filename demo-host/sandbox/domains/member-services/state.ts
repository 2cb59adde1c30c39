import type { Offer, Pqr } from '../../../../contract/member-services/schemas.ts';
import { seedOffers } from './seed-offers.ts';
import { seedPqrs } from './seed-pqrs.ts';

export interface MemberServicesState {
  offers: Offer[];
  pqrs: Pqr[];
  /** Numbers the references of PQRs filed during a run, after the seeded ones. */
  pqrSequence: number;
}

export const memberServicesState = (): MemberServicesState => ({ offers: seedOffers(), pqrs: seedPqrs(), pqrSequence: 160 });
