// The axe tour (support/axe-tour.ts, where the route x role table is) of the signed-out screens and of a holder, at
// 1280 x 800: each size has a file of its own (-phone, -desktop), so the two browser workers share the tour.
import { describeAxeTours, tours } from './support/axe-tour.ts';

describeAxeTours([tours.signedOut, tours.holder], '1280x800');
