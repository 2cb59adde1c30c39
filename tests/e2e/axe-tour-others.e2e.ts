// The axe tour (support/axe-tour.ts, where the route x role table is) of the corporate holder, the beneficiary and
// the sales staff: split from the holder's tour so the two browser workers share the tour.
import { describeAxeTours, tours } from './support/axe-tour.ts';

describeAxeTours([tours.corporate, tours.beneficiary, tours.seller, tours.manager, tours.caregiver]);
