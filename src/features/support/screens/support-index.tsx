import { Redirect } from 'wouter';

/** /home/support and unknown pages under it open the questions, the menu's entry into the help centre. */
export function SupportIndex() {
  return <Redirect to="/support/questions" replace />;
}
