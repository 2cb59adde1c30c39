// The e-mail a beneficiary receives when the holder invites them (again): who invites, to which plan, and the
// portal's invitation link with its token (invite.ts builds it; /public/invite/{holder name}/{token}).
import type { NewMessage } from '../outbox/outbox.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';

export function invitationMessage(beneficiary: Beneficiary, holder: Customer | undefined, link: string, token: string): NewMessage {
  const who = holder ? `${holder.first_name} ${holder.first_lastname}` : 'Tu familiar';
  const plan = holder?.account ? ` en su ${holder.account.plan.name}` : '';
  return {
    channel: 'email',
    to: beneficiary.email ?? '',
    kind: 'beneficiary_invitation',
    subject: `${who} te invita a su plan de salud`,
    text:
      `Hola, ${beneficiary.first_name}:\n\n${who} te ha añadido como beneficiario${plan}. ` +
      `Abre este enlace para activar tu acceso al portal de afiliados y empezar a usar tus servicios:\n${link}\n\n` +
      'Si no esperabas este correo, puedes ignorarlo.',
    link,
    metadata: { beneficiary_id: beneficiary.id, titular_id: beneficiary.titular_id, token },
  };
}
