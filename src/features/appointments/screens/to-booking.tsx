import { Redirect } from 'wouter';

/** /home/citas has no screen of its own: the menu's address is the booking. */
export function ToBooking() {
  return <Redirect to="/citas/agendar" replace />;
}
