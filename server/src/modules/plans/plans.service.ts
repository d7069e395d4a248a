import type { CreatePlanBody, CreatePriceBody, Plan, PlanType, PremiumPlugin, Price, PriceInterval, UpdatePlanBody, UpdatePriceBody } from '@tessera/core';
import { createPlanBodySchema } from '@tessera/core';
import type { PaymentProvider } from '@tessera/sdk';
import { sql } from 'kysely';
import { dbNow, type Db } from '../../db/database.ts';
import { takenAsError } from '../../db/unique-writes.ts';
import type { PlanRow, PriceRow } from '../../db/schema-billing.ts';
import type { LandingRow } from '../../db/schema.ts';
import { agenciesGrantsChanged, GRANTING_STATUSES } from '../agencies/agency-grants.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { checkPremiumElements } from '../agencies/agencies.service.ts';
import { findPlanRow, findPlanRowByName, findPriceRow, listPlanRows, listPriceRows, priceHasSubscribers, pricesOfPlans } from './plans.queries.ts';

export interface PlansDeps {
  db: Db;
  registry: ElementRegistry;
  /** The installed premium apps, which plans may grant. */
  premiumApps: readonly { id: string; label: string }[];
  /** The installed premium card designs, granted like elements. */
  premiumCardDesigns: readonly { id: string; label: string }[];
  payments: PaymentProvider;
  /** Queues a re-render of a website: its published pages hold their bytes, premium elements left out. */
  siteChanged: (landing: LandingRow) => Promise<void>;
}

const NAME_TAKEN = 'A plan with this name already exists.';

export function toPrice(row: PriceRow): Price {
  return {
    id: row.id,
    plan_id: row.plan_id,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval as PriceInterval,
    active: row.active,
    created_at: row.created_at.toISOString(),
  };
}

function toPlan(row: PlanRow, prices: readonly PriceRow[]): Plan {
  return {
    id: row.id,
    name: row.name,
    type: row.type as PlanType,
    description: row.description,
    unlimited: row.unlimited,
    premium_elements: row.premium_elements,
    premium_apps: row.premium_apps,
    website_limit: row.website_limit,
    prices: prices.filter((price) => price.plan_id === row.id).map(toPrice),
    created_at: row.created_at.toISOString(),
  };
}

async function withPrices(db: Db, rows: readonly PlanRow[]): Promise<Plan[]> {
  const prices = await pricesOfPlans(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPlan(row, prices));
}

/** Every installed premium plugin, for the grant matrix: a plugin installed later appears here, granted by no plan. */
export function premiumPlugins(deps: PlansDeps): PremiumPlugin[] {
  const elements = deps.registry
    .list()
    // An app's elements come with the app: a plan grants the app, not its elements one by one.
    .filter((element) => element.premium && !element.app)
    .map((element) => ({ id: element.id, label: element.label, kind: 'element' as const }));
  return [
    ...elements,
    ...deps.premiumApps.map((app) => ({ id: app.id, label: app.label, kind: 'app' as const })),
    ...deps.premiumCardDesigns.map((design) => ({ id: design.id, label: `${design.label} card`, kind: 'card-design' as const })),
  ];
}

export const listPlans = (db: Db, type?: PlanType) => listPlanRows(db, type).then((rows) => withPrices(db, rows));
export const listPrices = async (db: Db) => (await listPriceRows(db)).map(toPrice);

export async function requirePlan(db: Db, id: number): Promise<Plan> {
  const row = await findPlanRow(db, id);
  if (!row) throw notFound('Plan');
  return (await withPrices(db, [row]))[0]!;
}

/** A plan by name with only its active prices, as an order page offers it. */
export async function offeredPlan(db: Db, name: string): Promise<Plan> {
  const row = await findPlanRowByName(db, name);
  if (!row) throw notFound('Plan');
  const [plan] = await withPrices(db, [row]);
  return { ...plan!, prices: plan!.prices.filter((price) => price.active) };
}

export async function requirePrice(db: Db, id: number): Promise<Price> {
  const row = await findPriceRow(db, id);
  if (!row) throw notFound('Price');
  return toPrice(row);
}

type Grants = { premium_elements?: readonly string[]; premium_apps?: readonly string[] };

/** Refuses grants of what is not installed; only what `body` adds to `held` is checked, so a grant stored before never blocks a save. */
function checkGrants(deps: PlansDeps, body: Grants, held: Grants = {}) {
  const added = (ids: readonly string[] | undefined, before: readonly string[] = []) => (ids ?? []).filter((id) => !before.includes(id));
  if (body.premium_elements) checkPremiumElements(deps.registry, deps.premiumCardDesigns, added(body.premium_elements, held.premium_elements));
  const unknownApps = added(body.premium_apps, held.premium_apps).filter((id) => !deps.premiumApps.some((app) => app.id === id));
  if (unknownApps.length > 0) throw validationFailed({ premium_apps: [`Not an installed premium app: ${unknownApps.join(', ')}.`] });
}

const nameTakenAsError = <T>(write: () => Promise<T>) => takenAsError(write, 'name', NAME_TAKEN);

export async function createPlan(deps: PlansDeps, input: CreatePlanBody): Promise<Plan> {
  const body = createPlanBodySchema.parse(input);
  checkGrants(deps, body);
  const row = await nameTakenAsError(() =>
    deps.db
      .insertInto('plans')
      .values({
        name: body.name,
        type: body.type,
        description: body.description,
        unlimited: body.unlimited,
        premium_elements: JSON.stringify([...new Set(body.premium_elements)]),
        premium_apps: JSON.stringify([...new Set(body.premium_apps)]),
        website_limit: body.website_limit,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return requirePlan(deps.db, row.id);
}

/** A plan's grants changed: so did those of the agencies whose subscriptions on it still grant. */
async function planGrantsChanged(deps: PlansDeps, planId: number): Promise<void> {
  const subscribers = await deps.db.selectFrom('agency_subscriptions').select('agency_id').distinct().where('plan_id', '=', planId).where('status', 'in', GRANTING_STATUSES).execute();
  await agenciesGrantsChanged(deps, subscribers.map((row) => row.agency_id));
}

export async function updatePlan(deps: PlansDeps, id: number, body: UpdatePlanBody): Promise<Plan> {
  const before = await requirePlan(deps.db, id);
  checkGrants(deps, body, before);
  const { premium_elements, premium_apps, ...plain } = body;
  const changes = {
    ...plain,
    ...(premium_elements ? { premium_elements: JSON.stringify([...new Set(premium_elements)]) } : {}),
    ...(premium_apps ? { premium_apps: JSON.stringify([...new Set(premium_apps)]) } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await nameTakenAsError(() =>
      deps.db
        .updateTable('plans')
        .set({ ...changes, updated_at: dbNow() })
        .where('id', '=', id)
        .execute(),
    );
  }
  const after = await requirePlan(deps.db, id);
  const grantsOf = (plan: Plan) => [plan.premium_elements, plan.premium_apps, [String(plan.unlimited)]].map((list) => [...list].sort().join()).join('|');
  if (grantsOf(before) !== grantsOf(after)) await planGrantsChanged(deps, id);
  return after;
}

/**
 * One cell of the grant matrix, changed in one statement so two admins ticking cells of the
 * same plan at once both keep their tick; a cell already as asked changes nothing.
 */
export async function setPlanGrant(deps: PlansDeps, planId: number, pluginId: string, granted: boolean): Promise<Plan> {
  await requirePlan(deps.db, planId);
  const element = deps.registry.get(pluginId);
  if (element?.app) throw validationFailed({ pluginId: [`${pluginId} comes with the ${element.app.label} app: grant the app.`] });
  const grantedAsElement = element?.premium || deps.premiumCardDesigns.some((design) => design.id === pluginId);
  const column = grantedAsElement ? 'premium_elements' : deps.premiumApps.some((app) => app.id === pluginId) ? 'premium_apps' : null;
  if (!column) throw new HttpError('not_found', `No installed premium plugin is called ${pluginId}.`);
  const cell = sql`jsonb_build_array(${pluginId}::text)`;
  const value = granted ? sql<string>`${sql.ref(column)} || ${cell}` : sql<string>`${sql.ref(column)} - ${pluginId}::text`;
  const changed = await deps.db
    .updateTable('plans')
    .set({ [column]: value, updated_at: dbNow() })
    .where('id', '=', planId)
    .where(granted ? sql<boolean>`not (${sql.ref(column)} @> ${cell})` : sql<boolean>`${sql.ref(column)} @> ${cell}`)
    .executeTakeFirst();
  if (changed.numUpdatedRows > 0n) await planGrantsChanged(deps, planId);
  return requirePlan(deps.db, planId);
}

/** The provider's price is made first, so a refused call leaves no price behind. */
export async function createPrice(deps: PlansDeps, body: CreatePriceBody): Promise<Price> {
  const plan = await findPlanRow(deps.db, body.plan_id);
  if (!plan) throw validationFailed({ plan_id: ['The selected plan is invalid.'] });
  const provided = await deps.payments.createPrice({
    productName: plan.name,
    amount: body.amount,
    currency: body.currency,
    interval: body.interval,
    metadata: { plan_id: String(plan.id) },
  });
  const row = await deps.db
    .insertInto('prices')
    .values({ plan_id: plan.id, amount: body.amount, currency: body.currency, interval: body.interval, provider_price_id: provided.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requirePrice(deps.db, row.id);
}

/**
 * A provider price cannot change its amount, currency or interval: a change makes a new
 * provider price. Subscribers would then be billed one thing and shown another, so a price
 * with subscribers keeps its terms; the admin adds a new price and deactivates this one.
 */
export async function updatePrice(deps: PlansDeps, id: number, body: UpdatePriceBody): Promise<Price> {
  const row = await findPriceRow(deps.db, id);
  if (!row) throw notFound('Price');
  const terms = { amount: body.amount ?? row.amount, currency: body.currency ?? row.currency, interval: body.interval ?? row.interval };
  const termsChanged = terms.amount !== row.amount || terms.currency !== row.currency || terms.interval !== row.interval;
  let providerPriceId = row.provider_price_id;
  if (termsChanged) {
    if (await priceHasSubscribers(deps.db, id)) {
      throw validationFailed({ amount: ['This price has subscribers, so its terms stay. Add a new price and deactivate this one.'] });
    }
    const plan = (await findPlanRow(deps.db, row.plan_id))!;
    const provided = await deps.payments.createPrice({ productName: plan.name, ...terms, interval: terms.interval as PriceInterval, metadata: { plan_id: String(plan.id) } });
    providerPriceId = provided.id;
  }
  await deps.db
    .updateTable('prices')
    .set({ ...terms, provider_price_id: providerPriceId, ...(body.active === undefined ? {} : { active: body.active }), updated_at: dbNow() })
    .where('id', '=', id)
    .execute();
  return requirePrice(deps.db, id);
}

export async function listPriceCourseRelations(db: Db) {
  const rows = await db.selectFrom('price_course_relations').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}
