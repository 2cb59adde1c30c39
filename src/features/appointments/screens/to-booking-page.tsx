import { Redirect } from 'wouter';
import { paths, withinArea } from '../../../core/routing/paths.ts';

/** /home/citas has no screen of its own: the menu's address is the booking. */
export function ToBookingPage() {
  return <Redirect to={withinArea(paths.appointments)} replace />;
}
