import type { Beneficiary, Customer, FormValues, Headquarters, User } from './domains/accounts/state.ts';
import type { Offer, Pqr } from './domains/member-services/types.ts';
import { seedCustomers } from './domains/accounts/seed-customers.ts';
import { seedUsers } from './domains/accounts/seed-users.ts';
import { seedBeneficiaries } from './domains/beneficiaries/seed.ts';
import { seedForms } from './domains/forms/seed.ts';
import { seedHeadquarters } from './domains/headquarters/seed.ts';
import { seedOffers } from './domains/member-services/seed-offers.ts';
import { seedPqrs } from './domains/member-services/seed-pqrs.ts';
import type { Charge } from './domains/payments/charges.ts';
import type { Advisor, Sale, StaffPayment, WelcomeToken } from './domains/sales/types.ts';
import { seedSales } from './domains/sales/seed.ts';
import type { CareState } from './domains/appointments/types.ts';
import { seedCharges } from './domains/payments/seed-charges.ts';
import type { IdempotencyRecord } from './middleware/idempotency.ts';
import type { OutboxMessage } from './domains/outbox/outbox.ts';
import { seedMemberServices, type MemberService } from './domains/subscriptions/seed.ts';
import type { Payment } from './domains/payments/payments.ts';
import type { PaymentAgreement } from './domains/payments/agreements.ts';
import { seedPayments } from './domains/payments/seed-payments.ts';
import { newReminderState, type ReminderState } from './domains/reminders/state.ts';

export interface RefreshGrant {
  userId: string;
  expiresAt: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  time: string;
  body?: unknown;
}

export interface Fault {
  id: string;
  method: string;
  path: string;
  remaining: number;
  status?: number;
  delay_ms?: number;
  drop?: boolean;
  /** With drop: the request is served first, then its answer is lost. */
  after?: boolean;
}

/**
 * How the next access tokens are minted (POST /__sandbox/token-shape): the sandbox's own `profiles` claim,
 * a plain OpenID Connect token (one person in `sub`, `given_name`, `family_name`, `role`), a JWT with no
 * identity claims at all, or an opaque string that is not a JWT. The last two are tokens the portal cannot read.
 */
export const TOKEN_SHAPES = ['sandbox', 'oidc', 'no-claims', 'not-jwt'] as const;
export type TokenShape = (typeof TOKEN_SHAPES)[number];

export interface AuditEntry {
  event: string;
  customer_id?: string;
  at: string;
  details?: unknown;
}

/** All mutable state of one sandbox instance; `reset` rebuilds it from the seed files. */
export class Store {
  users: User[] = [];
  customers: Customer[] = [];
  beneficiaries: Beneficiary[] = [];
  forms: FormValues[] = [];
  /** What customers owe and have paid (charges.ts); the payments area seeds them. */
  charges: Charge[] = [];
  /** The sales force (seed/sales.ts): its advisors, their sales and the payments staff took at a headquarters. */
  advisors: Advisor[] = [];
  sales: Sale[] = [];
  staffPayments: StaffPayment[] = [];
  /** Appointments, slot holds and clinical history (care/state.ts seeds it on first use, from the clock). */
  care: CareState | null = null;
  /** Saved answers per Idempotency-Key (middleware/idempotency.ts), scoped by user. */
  idempotency = new Map<string, IdempotencyRecord>();
  /** Payments and their gateway orders (payments.ts); orders waiting for the 3-D Secure step. */
  payments: Payment[] = [];
  gatewayChallenges = new Set<string>();
  agreements: PaymentAgreement[] = [];
  /** The provider's centres (seed/headquarters.ts); other areas look them up by id. */
  headquarters: Headquarters[] = [];
  offers: Offer[] = [];
  pqrs: Pqr[] = [];
  /** Numbers the references of PQRs filed during a run, after the seeded ones. */
  pqrSequence = 0;
  /** Messages the sandbox would have sent (outbox.ts), newest last. */
  outbox: OutboxMessage[] = [];
  /** Complementary services holders added to their plan (seed/services.ts). */
  memberServices: MemberService[] = [];
  refreshGrants = new Map<string, RefreshGrant>();
  otpExpiries = new Map<string, number>();
  /** Wrong codes per address since its last code was sent; at the limit the code is revoked (routes/otp.ts). */
  otpFailures = new Map<string, number>();
  /** Address -> until when its OTP verification counts. */
  verifiedAddresses = new Map<string, number>();
  /** One-use e-mail confirmation tokens of new members (registration-confirmation.ts). */
  confirmations = new Map<string, { customerId: string; userId: string; expiresAt: number; usedAt: string | null }>();
  /** Logins that may not sign in until their e-mail is confirmed. */
  unconfirmedUsers = new Set<string>();
  /** One-use links of a sold customer's welcome, to choose their password (sales/welcome.ts). */
  welcomes = new Map<string, WelcomeToken>();
  /** Beneficiaries who accepted their invitation (routes/invitations.ts): a second use is refused. */
  acceptedInvitations = new Set<string>();
  /** Members' notice choices, what was sent, unsubscribe tokens (reminders/state.ts). */
  reminders: ReminderState = newReminderState();
  /** How far POST /__sandbox/clock moved the sandbox's time ahead of the real one (app.ts applies it to opts.now). */
  clockOffsetMs = 0;
  faults: Fault[] = [];
  tokenShape: TokenShape = 'sandbox';
  requests: LoggedRequest[] = [];
  audit: AuditEntry[] = [];
  private sequence = 0;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.users = seedUsers();
    this.customers = seedCustomers();
    this.beneficiaries = seedBeneficiaries();
    this.forms = seedForms();
    this.charges = seedCharges();
    this.idempotency.clear();
    this.payments = seedPayments(this.charges);
    this.gatewayChallenges.clear();
    this.agreements = [];
    this.headquarters = seedHeadquarters();
    this.offers = seedOffers();
    this.pqrs = seedPqrs();
    this.pqrSequence = 160;
    this.care = null;
    this.outbox = [];
    this.memberServices = seedMemberServices();
    this.staffPayments = [];
    seedSales(this, Date.now());
    this.refreshGrants.clear();
    this.otpExpiries.clear();
    this.otpFailures.clear();
    this.verifiedAddresses.clear();
    this.confirmations.clear();
    this.unconfirmedUsers.clear();
    this.welcomes.clear();
    this.acceptedInvitations.clear();
    this.reminders = newReminderState();
    this.clockOffsetMs = 0;
    this.faults = [];
    this.tokenShape = 'sandbox';
    this.requests = [];
    this.audit = [];
    this.sequence = 0;
  }

  /** Ids made during a run are distinct from the seed's and start over on reset, so tests can predict them. */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${9000 + this.sequence}`;
  }

  userByEmail(email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((user) => user.email === wanted);
  }

  customer(id: string): Customer | undefined {
    return this.customers.find((customer) => customer.id === id);
  }

  beneficiary(id: string): Beneficiary | undefined {
    return this.beneficiaries.find((beneficiary) => beneficiary.id === id);
  }
}
