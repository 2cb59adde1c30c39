// The axe tour (support/axe-tour.ts, where the route x role table is) of the signed-out screens and of a holder.
import { describeAxeTours, tours } from './support/axe-tour.ts';

describeAxeTours([tours.signedOut, tours.holder]);
