// The registration's phone and document checks (src/forms/remote-checks.ts), while typing: format and whether
// another account uses it. The person's own saved number is theirs, so it is not checked against itself.
import type { Form } from '../../forms/use-form.ts';
import { useRemoteCheck } from '../../forms/use-remote-check.ts';
import { documentNumberCheck, phoneCheck } from '../../forms/remote-checks.ts';
import type { CheckState } from '../../forms/debounced-check.ts';
import type { ProfileValues } from './profile-fields.ts';

const message = (state: CheckState): string | undefined => (state.status === 'invalid' ? state.message : undefined);

export function useOwnChecks(f: Form<ProfileValues>, saved: ProfileValues) {
  const v = f.values;
  const phone = useRemoteCheck(v.phone, phoneCheck, !f.errorOf('phone') && v.phone.trim() !== '' && v.phone !== saved.phone);
  const documentType = ['DNI', 'NIE', 'PASAPORTE'].includes(v.document_type) ? v.document_type : '';
  const document = useRemoteCheck(
    v.document_number,
    documentNumberCheck(documentType),
    documentType !== '' && !f.errorOf('document_number') && v.document_number.trim() !== '' && v.document_number !== saved.document_number,
    documentType,
  );
  return {
    phone: message(phone.state),
    document_number: message(document.state),
    checking: phone.state.status === 'checking' || document.state.status === 'checking',
  };
}
