import { Redirect } from 'wouter';
import { paths, withinArea } from '../../../core/routing/paths.ts';

/** /home/medical-record has no screen of its own: the menu's address is the history. */
export function ToHistoryPage() {
  return <Redirect to={withinArea(paths.medicalHistory)} replace />;
}
