import { Redirect } from 'wouter';

/** /home/medical-record has no screen of its own: the menu's address is the history. */
export function ToHistoryPage() {
  return <Redirect to="/medical-record/medical-history" replace />;
}
