import { BENEFICIARIES_FETCH_ERROR } from '../../i18n/core.ts';
import { recordAudit } from '../audit.ts';
import { requireConfig } from '../config.ts';
import { ApiError, errorText } from '../errors.ts';
import { request, type RequestOptions } from '../http/client.ts';

export interface Beneficiary {
  id: string;
  titular_id: string;
  first_name: string;
  first_lastname: string;
  relationship: string;
  status: 'active' | 'invited' | 'disabled';
  [field: string]: unknown;
}

/** The create/update body is not shown in the spec: the screen sends the fields of its form. */
export type BeneficiaryInput = Record<string, unknown>;

const base = () => `${requireConfig().url}/beneficiaries`;

async function call<T>(opts: RequestOptions, failure?: string): Promise<T> {
  try {
    return (await request<T>(opts)).data;
  } catch (error) {
    // 422 answers keep their field messages in `data` for the form.
    throw new ApiError(failure ?? errorText(error), error);
  }
}

export function listBeneficiaries(titularId: string): Promise<Beneficiary[]> {
  return call({ url: base(), params: { titular_id: titularId } }, BENEFICIARIES_FETCH_ERROR);
}

export async function createBeneficiary(input: BeneficiaryInput): Promise<Beneficiary> {
  const created = await call<Beneficiary>({ method: 'POST', url: base(), data: input });
  void recordAudit('beneficiary_added', { beneficiary_id: created.id });
  return created;
}

export function updateBeneficiary(id: string, input: BeneficiaryInput): Promise<Beneficiary> {
  return call({ method: 'PUT', url: `${base()}/${encodeURIComponent(id)}`, data: input });
}

export async function deleteBeneficiary(id: string): Promise<void> {
  await call({ method: 'DELETE', url: `${base()}/${encodeURIComponent(id)}` });
  void recordAudit('beneficiary_removed', { beneficiary_id: id });
}

export function enableBeneficiary(id: string): Promise<Beneficiary> {
  return call({ method: 'PATCH', url: `${base()}/${encodeURIComponent(id)}/enable` });
}

export function resendInvitation(id: string, invitationUrl: string): Promise<{ sent: boolean; sent_to?: string }> {
  return call({
    method: 'POST',
    url: `${base()}/${encodeURIComponent(id)}/invitation`,
    data: { invitation_url: invitationUrl },
  });
}
