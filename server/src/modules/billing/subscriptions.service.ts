import type { UserFacts } from '../../apps/user-facts.ts';
import type { BillingOverview, Coupon, PlanType, PriceInterval, SubscriptionSection } from '@tessera/core';
import { PaymentCouponRefusedError, PaymentDeclinedError, type PaymentProvider, type SubscriptionSummary } from '@tessera/sdk';
import { dbNow, type Db } from '../../db/database.ts';
import type { PlanRow, PriceRow } from '../../db/schema-billing.ts';
import type { LandingRow } from '../../db/schema.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import { agenciesGrantsChanged, GRANTING_STATUSES } from '../agencies/agency-grants.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { findPlanRow, pricesOfPlans } from '../plans/plans.queries.ts';
import { syncAgencyStanding } from './agency-standing.ts';
import { ensureCustomer } from './billing-customer.ts';
import type { RealtimePublisher } from '../realtime/realtime-hub.ts';
import type { CardFormSettings } from './payment-methods.service.ts';

export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  cardForm: CardFormSettings;
  facts: UserFacts;
  /** Tells the agency's open tabs when a subscription changes. */
  realtime?: RealtimePublisher;
  /** Queues a re-render of a website, for a subscription that starts or stops granting its plan. */
  siteChanged?: (landing: LandingRow) => Promise<void>;
}

/** The agency's websites are rendered again (queued) when what its subscriptions grant may have changed. */
async function subscriptionGrantsChanged(deps: Pick<BillingDeps, 'db' | 'siteChanged'>, agencyId: number): Promise<void> {
  if (deps.siteChanged) await agenciesGrantsChanged({ db: deps.db, siteChanged: deps.siteChanged }, [agencyId]);
}

const grants = (status: string | undefined) => (GRANTING_STATUSES as readonly string[]).includes(status ?? '');

/** The subscribe call's outcome: `client_secret` is set when the card needs the customer to confirm (3-D Secure). */
export interface SubscribeOutcome {
  overview: BillingOverview;
  requires_action: boolean;
  client_secret: string | null;
}

const NO_CARD = 'Add a card before subscribing.';
const INVALID_COUPON = 'This coupon is not valid.';

/** The agency of an agency owner; admins and sub-users have none to bill. */
export function billedAgencyId(user: AuthUser): number {
  if (user.role !== 'Agency' || user.agencyId === null) throw new HttpError('forbidden', 'Only an agency owner manages its billing.');
  return user.agencyId;
}

/** Which of the agency's standings a plan's subscription carries, from the `section` query (§7). */
function sectionFor(plan: PlanRow, section: string | undefined): SubscriptionSection {
  const wanted: SubscriptionSection = section === undefined ? 'agency' : section === 'reseller' ? 'reseller' : 'app';
  if (wanted === 'app' && section !== `app-${plan.id}`) throw validationFailed({ section: [`An app plan is subscribed with section=app-${plan.id}.`] });
  if ((plan.type as PlanType) !== wanted) throw validationFailed({ section: [`${plan.name} is a plan of type ${plan.type}, not ${wanted}.`] });
  return wanted;
}

export function chosenPrice(prices: readonly PriceRow[], priceId: number | undefined): PriceRow {
  const active = prices.filter((price) => price.active);
  const price = priceId === undefined ? (active.find((candidate) => candidate.interval === 'month') ?? active[0]) : active.find((candidate) => candidate.id === priceId);
  if (!price) throw validationFailed({ price_id: [priceId === undefined ? 'This plan has no price yet.' : 'The selected price is invalid.'] });
  return price;
}

/** A refused card answers 422 on the card field, a coupon refused as it is applied on the coupon field. */
export async function declinedAsFieldError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw validationFailed({ payment_method: [error.message] });
    if (error instanceof PaymentCouponRefusedError) throw validationFailed({ coupon: [error.message] });
    throw error;
  }
}

const stateOf = (summary: SubscriptionSummary) => ({
  status: summary.status,
  cancel_at_period_end: summary.cancelAtPeriodEnd,
  current_period_end: summary.currentPeriodEnd ? new Date(summary.currentPeriodEnd * 1000) : null,
  updated_at: dbNow(),
});

/** A subscription the agency just started, with the state the provider answered; the agency's standing follows. */
export async function recordNewSubscription(db: Db, summary: SubscriptionSummary, row: { agencyId: number; planId: number; priceId: number; section: SubscriptionSection }) {
  const state = stateOf(summary);
  await db
    .insertInto('agency_subscriptions')
    .values({ agency_id: row.agencyId, plan_id: row.planId, price_id: row.priceId, section: row.section, provider_subscription_id: summary.id, ...state })
    // The same call retried (its idempotency key answered the first subscription again).
    .onConflict((conflict) => conflict.column('provider_subscription_id').doUpdateSet(state))
    .execute();
  await syncAgencyStanding(db, row.agencyId);
}

/**
 * Reads a known subscription again from the provider and records it, holding its row meanwhile:
 * a webhook, a page load and the agency's own call may all refresh it at once, and without the
 * lock a slower read of an older state could land after a newer one. Answers the state and whose
 * it is, or null for one not ours.
 */
export async function refreshSubscription(
  deps: Pick<BillingDeps, 'db' | 'payments' | 'siteChanged'>,
  providerSubscriptionId: string,
): Promise<(SubscriptionSummary & { agencyId: number }) | null> {
  const refreshed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('agency_subscriptions').select(['agency_id', 'status']).where('provider_subscription_id', '=', providerSubscriptionId).forUpdate().executeTakeFirst();
    if (!row) return null;
    const summary = await deps.payments.retrieveSubscription(providerSubscriptionId);
    await trx.updateTable('agency_subscriptions').set(stateOf(summary)).where('provider_subscription_id', '=', providerSubscriptionId).execute();
    await syncAgencyStanding(trx, row.agency_id);
    return { ...summary, agencyId: row.agency_id, grantsChanged: grants(row.status) !== grants(summary.status) };
  });
  if (!refreshed) return null;
  const { grantsChanged, ...answer } = refreshed;
  // A canceled or unpaid subscription stops granting its plan's premium elements and apps; a paid one starts.
  if (grantsChanged) await subscriptionGrantsChanged(deps, answer.agencyId);
  return answer;
}

export async function findCouponId(payments: PaymentProvider, code: string | undefined): Promise<string | undefined> {
  if (code === undefined) return undefined;
  const coupon = await payments.findCoupon(code);
  if (!coupon) throw validationFailed({ coupon: [INVALID_COUPON] });
  return coupon.id;
}

const liveIn = (db: Db, agencyId: number, section: SubscriptionSection) =>
  db.selectFrom('agency_subscriptions').selectAll().where('agency_id', '=', agencyId).where('section', '=', section).where('status', 'in', GRANTING_STATUSES).orderBy('id', 'desc');

/**
 * A subscription left unpaid by a failed renewal is still retried by the provider: it ends
 * before a new one starts in its place, so the agency is never charged for both.
 */
async function endUnpaid(deps: BillingDeps, agencyId: number, section: SubscriptionSection, planId: number) {
  const unpaid = await deps.db
    .selectFrom('agency_subscriptions')
    .select('provider_subscription_id')
    .where('agency_id', '=', agencyId)
    .where('section', '=', section)
    .where('status', 'in', ['past_due', 'unpaid'])
    .$if(section === 'app', (query) => query.where('plan_id', '=', planId))
    .execute();
  for (const { provider_subscription_id: id } of unpaid) {
    await deps.payments.cancelSubscription(id, { immediately: true }, { idempotencyKey: `cancel-${id}` });
    await refreshSubscription(deps, id);
  }
}

/**
 * POST subscriptions/{plan}: pays with the agency's default card. An agency or reseller plan
 * replaces the one the agency holds (the provider prorates); an app plan adds to them.
 */
export async function subscribe(
  deps: BillingDeps,
  user: AuthUser,
  planId: number,
  options: { section?: string; coupon?: string; priceId?: number },
): Promise<SubscribeOutcome> {
  const { db, payments } = deps;
  const agencyId = billedAgencyId(user);
  const plan = await findPlanRow(db, planId);
  if (!plan) throw notFound('Plan');
  const section = sectionFor(plan, options.section);
  const price = chosenPrice(await pricesOfPlans(db, [plan.id]), options.priceId);
  const couponId = await findCouponId(payments, options.coupon);
  const customerId = await ensureCustomer(db, payments, agencyId);
  const agency = await db.selectFrom('agencies').select('default_payment_method').where('id', '=', agencyId).executeTakeFirstOrThrow();
  if (!agency.default_payment_method) throw validationFailed({ payment_method: [NO_CARD] });

  await endUnpaid(deps, agencyId, section, plan.id);
  const current = await liveIn(db, agencyId, section)
    .$if(section === 'app', (query) => query.where('plan_id', '=', plan.id))
    .executeTakeFirst();
  if (current && section === 'app') throw validationFailed({ plan: [`You already subscribe to ${plan.name}.`] });
  if (current) {
    if (current.price_id === price.id) throw validationFailed({ plan: [`You already subscribe to ${plan.name} at this price.`] });
    await declinedAsFieldError(payments.changeSubscriptionPrice(current.provider_subscription_id, price.provider_price_id));
    await db.updateTable('agency_subscriptions').set({ plan_id: plan.id, price_id: price.id }).where('id', '=', current.id).execute();
    await refreshSubscription(deps, current.provider_subscription_id);
    await subscriptionGrantsChanged(deps, agencyId);
    return { overview: await billingOverview(deps, agencyId), requires_action: false, client_secret: null };
  }
  const attempts = await db.selectFrom('agency_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('agency_id', '=', agencyId).executeTakeFirstOrThrow();
  const created = await declinedAsFieldError(
    payments.createSubscription(
      {
        customerId,
        priceId: price.provider_price_id,
        paymentMethodId: agency.default_payment_method,
        couponId,
        metadata: { agency_id: String(agencyId), plan_id: String(plan.id), section },
      },
      // A double click makes the same call twice: the provider answers the second with the first's subscription.
      { idempotencyKey: `agency-${agencyId}-subscription-${attempts.n}-${section}-${plan.id}-${price.id}` },
    ),
  );
  await recordNewSubscription(db, created, { agencyId, planId: plan.id, priceId: price.id, section });
  if (grants(created.status)) await subscriptionGrantsChanged(deps, agencyId);
  return { overview: await billingOverview(deps, agencyId), requires_action: created.pendingClientSecret !== null, client_secret: created.pendingClientSecret };
}

function sectionOfPlanType(planType: string): { section: SubscriptionSection; planId?: number } {
  if (planType === 'agency' || planType === 'reseller') return { section: planType };
  return { section: 'app', planId: Number(planType.slice('app-'.length)) };
}

/**
 * DELETE subscriptions/{userId}/{planType}/cancel ends the subscription now: cancelling an
 * agency plan blocks the agency at once (§4), until it resumes.
 */
export async function cancelSubscription(deps: BillingDeps, user: AuthUser, userId: number, planType: string): Promise<BillingOverview> {
  // Another user's id answers 404, whether or not that user exists.
  if (userId !== user.id) throw notFound('Subscription');
  const agencyId = billedAgencyId(user);
  const { section, planId } = sectionOfPlanType(planType);
  const current = await liveIn(deps.db, agencyId, section)
    .$if(planId !== undefined, (query) => query.where('plan_id', '=', planId!))
    .executeTakeFirst();
  if (!current) throw validationFailed({ plan: ['You have no such subscription to cancel.'] });
  await deps.payments.cancelSubscription(current.provider_subscription_id, { immediately: true }, { idempotencyKey: `cancel-${current.provider_subscription_id}` });
  await refreshSubscription(deps, current.provider_subscription_id);
  return billingOverview(deps, agencyId);
}

/**
 * POST subscriptions/resume: a subscription set to end at the period's end goes on; one that
 * ended (cancelled, or unpaid after a failed renewal) is started again on the same price with
 * the agency's default card, so a new card fixes a failed renewal.
 */
export async function resumeSubscription(deps: BillingDeps, user: AuthUser): Promise<void> {
  const { db, payments } = deps;
  const agencyId = billedAgencyId(user);
  const latest = await db
    .selectFrom('agency_subscriptions').selectAll().where('agency_id', '=', agencyId).where('section', '=', 'agency').orderBy('id', 'desc').executeTakeFirst();
  if (!latest) throw validationFailed({ plan: ['There is no subscription to resume. Choose a plan.'] });
  if ((GRANTING_STATUSES as readonly string[]).includes(latest.status)) {
    if (latest.cancel_at_period_end) {
      await payments.resumeSubscription(latest.provider_subscription_id);
      await refreshSubscription(deps, latest.provider_subscription_id);
    }
    return;
  }
  await subscribe(deps, user, latest.plan_id, { priceId: latest.price_id });
}

export async function checkCoupon(payments: PaymentProvider, code: string): Promise<Coupon> {
  const coupon = await payments.findCoupon(code);
  if (!coupon) throw validationFailed({ code: [INVALID_COUPON] });
  const planId = Number(coupon.metadata.plan_id);
  return {
    id: coupon.id,
    code: coupon.code,
    percent_off: coupon.percentOff,
    amount_off: coupon.amountOff,
    currency: coupon.currency,
    duration: coupon.duration,
    plan_id: Number.isInteger(planId) && planId > 0 ? planId : null,
  };
}

/** POST subscriptions/promo: the plan a promo code is for (its promotion code's `plan_id` metadata), to subscribe with it. */
export async function promoPlan(deps: BillingDeps, code: string): Promise<{ planId: number; coupon: Coupon }> {
  const coupon = await checkCoupon(deps.payments, code);
  const plan = coupon.plan_id === null ? undefined : await findPlanRow(deps.db, coupon.plan_id);
  if (!plan) throw validationFailed({ code: ['This promo code is not for a plan.'] });
  return { planId: plan.id, coupon };
}

/** POST subscriptions/subscribe-unlimited: the unlimited reseller plan (§4), at its first active price. */
export async function subscribeUnlimited(deps: BillingDeps, user: AuthUser): Promise<SubscribeOutcome> {
  const plan = await deps.db.selectFrom('plans').select('id').where('type', '=', 'reseller').where('unlimited', '=', true).orderBy('id').executeTakeFirst();
  if (!plan) throw validationFailed({ plan: ['No unlimited plan is offered.'] });
  return subscribe(deps, user, plan.id, { section: 'reseller' });
}

/**
 * Subscriptions waiting for the bank are read again from the provider: the customer may have
 * confirmed since (its webhook may not be here yet), and the secret to confirm with comes from there.
 */
async function refreshPending(deps: BillingDeps, agencyId: number): Promise<Map<string, string>> {
  const pending = await deps.db.selectFrom('agency_subscriptions').select('provider_subscription_id').where('agency_id', '=', agencyId).where('status', '=', 'incomplete').execute();
  const secrets = new Map<string, string>();
  for (const { provider_subscription_id: id } of pending) {
    const summary = await refreshSubscription(deps, id);
    if (summary?.status === 'incomplete' && summary.pendingClientSecret) secrets.set(id, summary.pendingClientSecret);
  }
  return secrets;
}

export async function billingOverview(deps: BillingDeps, agencyId: number): Promise<BillingOverview> {
  const { db } = deps;
  const secrets = await refreshPending(deps, agencyId);
  const [agency, subscriptions, invoices] = await Promise.all([
    db.selectFrom('agencies').select(['subscribed', 'stripe_status', 'default_payment_method']).where('id', '=', agencyId).executeTakeFirstOrThrow(),
    db
      .selectFrom('agency_subscriptions as s')
      .innerJoin('plans as p', 'p.id', 's.plan_id')
      .innerJoin('prices as r', 'r.id', 's.price_id')
      .select(['s.id', 's.provider_subscription_id', 's.section', 's.status', 's.cancel_at_period_end', 's.current_period_end', 'p.id as plan_id', 'p.name as plan_name', 'p.type as plan_type', 'r.id as price_id', 'r.amount', 'r.currency', 'r.interval'])
      .where('s.agency_id', '=', agencyId)
      .orderBy('s.id', 'desc')
      .execute(),
    db.selectFrom('billing_invoices').selectAll().where('agency_id', '=', agencyId).orderBy('issued_at', 'desc').limit(24).execute(),
  ]);
  return {
    subscribed: agency.subscribed,
    stripe_status: agency.stripe_status,
    has_payment_method: agency.default_payment_method !== null,
    card_form: { script_url: deps.cardForm.scriptUrl, publishable_key: deps.cardForm.publishableKey },
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      section: row.section as SubscriptionSection,
      plan: { id: row.plan_id, name: row.plan_name, type: row.plan_type as PlanType },
      price: { id: row.price_id, amount: row.amount, currency: row.currency, interval: row.interval as PriceInterval },
      status: row.status,
      cancel_at_period_end: row.cancel_at_period_end,
      current_period_end: row.current_period_end?.toISOString() ?? null,
      pending_client_secret: secrets.get(row.provider_subscription_id) ?? null,
    })),
    invoices: invoices.map((row) => ({
      id: row.provider_invoice_id,
      status: row.status,
      amount_due: row.amount_due,
      amount_paid: row.amount_paid,
      currency: row.currency,
      hosted_invoice_url: row.hosted_invoice_url,
      issued_at: row.issued_at.toISOString(),
    })),
  };
}
