import { Redirect } from 'wouter';

/** /home/citas has no screen of its own: the menu's address is the booking. */
export function ToBookingPage() {
  return <Redirect to="/citas/agendar" replace />;
}
