import { Redirect } from 'wouter';
import { paths, withinArea } from '../../../core/routing/paths.ts';

/** /home/support and unknown pages under it open the questions, the menu's entry into the help centre. */
export function SupportIndexPage() {
  return <Redirect to={withinArea(paths.support)} replace />;
}
