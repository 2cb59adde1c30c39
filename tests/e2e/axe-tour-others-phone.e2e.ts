// The axe tour (support/axe-tour.ts, where the route x role table is) of the corporate holder, the beneficiary and
// the sales staff at 390 x 844: split from the holder's tour, and each size a file of its own (-phone, -desktop), so
// the two browser workers share the tour.
import { describeAxeTours, tours } from './support/axe-tour.ts';

describeAxeTours([tours.corporate, tours.beneficiary, tours.seller, tours.manager, tours.caregiver], '390x844');
