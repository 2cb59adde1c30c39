import type { Headquarters } from '../../../../contract/headquarters/schemas.ts';
import { seedHeadquarters } from './seed.ts';

export interface HeadquartersState {
  /** The provider's centres (seed.ts); other domains look them up by id. */
  headquarters: Headquarters[];
}

export const headquartersState = (): HeadquartersState => ({ headquarters: seedHeadquarters() });
