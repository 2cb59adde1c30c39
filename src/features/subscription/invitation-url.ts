import { paths } from '../../core/routing/paths.ts';

/** The spec's invitation link, /public/invite/{holder name}/{id}, on the portal's own origin. */
export const invitationUrl = (holderName: string, beneficiaryId: string): string =>
  `${window.location.origin}${paths.invite(holderName, beneficiaryId)}`;
