// The affiliation card of one person, as the card screen shows it and the provider's verification page checks
// it. The number is the account's plus a two-digit person suffix (01 = the holder), so a family shares a
// prefix, the way Spanish insurers print "n.º de afiliado" on their cards.
import type { Store } from '../../store.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { CardStatus, MemberCard as MemberCardAnswer } from '../../../../contract/cards/schemas.ts';
import { cardToken } from './card-token.ts';

/** The card as the sandbox makes it: the contract's, with every part the contract lets a provider leave out. */
export type MemberCard = Required<Omit<MemberCardAnswer, 'plan'>> & { plan: Required<MemberCardAnswer['plan']> };

const fullName = (c: { first_name: string; first_lastname: string; second_lastname?: string | null }) =>
  [c.first_name, c.first_lastname, c.second_lastname].filter(Boolean).join(' ');

export function memberNumber(customer: Customer): string | null {
  if (!customer.account) return null;
  const suffix = customer.role === 'Titular' ? '01' : customer.id.slice(-2);
  return `${customer.account.id.replace(/^CTA-/, '')}-${suffix}`;
}

/** The holder whose plan covers this beneficiary, from the beneficiary list (beneficiary ids are customer ids). */
function holderOf(store: Store, customer: Customer): Customer | undefined {
  const entry = store.beneficiary(customer.id);
  return entry ? store.customer(entry.titular_id) : undefined;
}

/** Whether the card opens the door today: paid up, not suspended, and (for a beneficiary) not disabled. */
export function cardStatus(store: Store, customer: Customer, nowMs: number): CardStatus {
  const account = customer.account;
  if (!account) return 'suspended';
  if (account.payment_status === 'En Mora') return 'suspended';
  if (account.payment_status === 'payment_pending' || account.payment_status === 'payment_confirmation_sent') return 'pending';
  if (customer.role === 'Beneficiario' && store.beneficiary(customer.id)?.status === 'disabled') return 'suspended';
  const today = new Date(nowMs).toISOString().slice(0, 10);
  return today > account.next_payment_date ? 'expired' : 'valid';
}

export function memberCard(store: Store, customer: Customer, nowMs: number, origin: string): MemberCard | null {
  const number = memberNumber(customer);
  // Members only: sales staff have no plan, hence no card.
  if (!number || !customer.account || (customer.role !== 'Titular' && customer.role !== 'Beneficiario')) return null;
  const holder = customer.role === 'Beneficiario' ? holderOf(store, customer) : undefined;
  return {
    member_number: number,
    customer_id: customer.id,
    role: customer.role,
    first_name: customer.first_name,
    first_lastname: customer.first_lastname,
    full_name: fullName(customer),
    document_type: customer.document_type,
    document_number: customer.document_number,
    plan: { code: customer.account.plan.code, name: customer.account.plan.name },
    holder_name: holder ? fullName(holder) : null,
    valid_from: customer.account.member_since,
    valid_until: customer.account.next_payment_date,
    status: cardStatus(store, customer, nowMs),
    verification_url: `${origin}/cards/verify/${cardToken(number, nowMs)}`,
  };
}

export function customerByMemberNumber(store: Store, number: string): Customer | undefined {
  return store.customers.find((customer) => memberNumber(customer) === number);
}
