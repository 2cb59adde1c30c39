import { Alert } from '../../../ui/alert.tsx';

/** Why the form was not accepted, announced at once (role="alert"). */
export function FormError({ message }: { message: string }) {
  return <Alert type="danger" message={message} />;
}
