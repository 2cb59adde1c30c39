import { paths } from '../../core/routing/paths.ts';

/**
 * The spec's `invitation_url`: the portal's invitation page on the origin the holder is using. The server keeps only
 * that origin (one of the portal's, or it refuses) and builds the link itself, /public/invite/{holder name}/{token},
 * with a random token only the e-mail carries: the beneficiary's id in a link could be guessed (issue 28).
 */
export const invitationUrl = (): string => `${window.location.origin}${paths.invitePrefix}`;
