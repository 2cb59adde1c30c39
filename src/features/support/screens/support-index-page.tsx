import { Redirect } from 'wouter';

/** /home/support and unknown pages under it open the questions, the menu's entry into the help centre. */
export function SupportIndexPage() {
  return <Redirect to="/support/questions" replace />;
}
