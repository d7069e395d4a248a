import type { Agency, AgencyListItem, CreateAgencyBody, UpdateAgencyBody } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { createAgencyWithOwner } from '../auth/auth.service.ts';
import type { SessionEnds } from '../realtime/realtime-hub.ts';
import type { Storage } from '../../services/storage.ts';
import { findAgency, liveAddOnPlans, type AgencyRow } from './agencies.queries.ts';
import { agenciesGrantsChanged } from './agency-grants.ts';

export interface AgenciesDeps {
  db: Db;
  registry: ElementRegistry;
  /** Ids of the installed premium apps, which the admin may grant an agency whatever its plans. */
  premiumApps: readonly string[];
  /** The installed premium card designs, granted with the premium elements. */
  premiumCardDesigns: readonly { id: string }[];
  /** Queues a refresh of a website's published pages after a change that shows on them (plan features, premium grants). */
  siteChanged: (landing: LandingRow) => Promise<void>;
  /** Takes a deleted website off the published sites. */
  siteRemoved: (landing: LandingRow) => Promise<void>;
  /** Closes the realtime connections of sessions that ended (archiving ends the agency's). */
  sessions: SessionEnds;
  /** Where the files of an agency deleted for good are removed from. */
  storage: Storage;
}

export function toAgencyListItem(row: AgencyRow): AgencyListItem {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email ?? '' },
    subscribed: row.subscribed,
    free_fee: row.free_fee,
    free_register: row.free_register,
    plan_name: row.plan_name,
    landings_count: Number(row.landings_count ?? 0),
    archived: row.archived_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

function toAgency(row: AgencyRow, addOns: { section: string; plan_id: number }[]): Agency {
  return {
    ...toAgencyListItem(row),
    premium_elements: row.premium_elements,
    plan_features: row.plan_features.filter((feature): feature is Agency['plan_features'][number] => feature === 'html-scripts'),
    landing_limit: row.landing_limit,
    card_limit: row.card_limit,
    card_count: Number(row.card_count ?? 0),
    has_openai_key: Boolean(row.has_openai_key),
    billing: {
      premium_apps: row.premium_apps,
      stripe_status: row.stripe_status,
      stripe_price: row.stripe_price,
      app_plans: addOns.filter((entry) => entry.section === 'app').map((entry) => entry.plan_id),
      reseller_plan: addOns.find((entry) => entry.section === 'reseller')?.plan_id ?? null,
      reseller_subscribed: row.reseller_subscribed,
      reseller_status: row.reseller_status,
      default_payment_method: row.default_payment_method,
    },
  };
}

export async function requireAgency(db: Db, agencyId: number): Promise<Agency> {
  const [row, addOns] = await Promise.all([findAgency(db, agencyId), liveAddOnPlans(db, agencyId)]);
  if (!row) throw notFound('Agency');
  return toAgency(row, addOns);
}

/** Premium elements must be installed premium plugins: a typo would grant nothing and say nothing. */
/** Premium elements and premium card designs are granted in one list; anything else in it is refused. */
/** Refuses ids that are no installed premium element or card design, and an app's element, which comes with its app. */
export function checkPremiumElements(registry: ElementRegistry, cardDesigns: readonly { id: string }[], ids: readonly string[]) {
  const ofApps = ids.flatMap((id) => {
    const app = registry.get(id)?.app;
    return app ? [`${id} comes with the ${app.label} app: grant the app.`] : [];
  });
  const unknown = ids.filter((id) => !registry.get(id)?.premium && !cardDesigns.some((design) => design.id === id));
  const problems = [...(unknown.length > 0 ? [`Not an installed premium element: ${unknown.join(', ')}.`] : []), ...ofApps];
  if (problems.length > 0) throw validationFailed({ premium_elements: problems });
}

export async function updateAgency(deps: AgenciesDeps, agencyId: number, body: UpdateAgencyBody): Promise<Agency> {
  const before = await requireAgency(deps.db, agencyId);
  // Only what the admin adds is checked: a grant stored before (of a plugin since removed, or an
  // app's element, which now comes with its app) stays harmless and must not block the form.
  if (body.premium_elements) checkPremiumElements(deps.registry, deps.premiumCardDesigns, body.premium_elements.filter((id) => !before.premium_elements.includes(id)));
  const unknownApps = (body.premium_apps ?? []).filter((id) => !deps.premiumApps.includes(id));
  if (unknownApps.length > 0) throw validationFailed({ premium_apps: [`Not an installed premium app: ${unknownApps.join(', ')}.`] });
  const { premium_elements, premium_apps, plan_features, ...plain } = body;
  const changes = {
    ...plain,
    ...(premium_elements ? { premium_elements: JSON.stringify([...new Set(premium_elements)]) } : {}),
    ...(premium_apps ? { premium_apps: JSON.stringify([...new Set(premium_apps)]) } : {}),
    ...(plan_features ? { plan_features: JSON.stringify([...new Set(plan_features)]) } : {}),
  };
  if (Object.keys(changes).length > 0) await deps.db.updateTable('agencies').set(changes).where('id', '=', agencyId).execute();
  const after = await requireAgency(deps.db, agencyId);
  // Published pages hold their rendered bytes, which leave out the premium elements the agency
  // does not hold, and app addresses answer only while the app is held: a feature, element or
  // app gained or lost must show on the sites. The renders are queued: the answer does not wait.
  const grantsOf = (agency: Agency) => [agency.plan_features, agency.premium_elements, agency.billing?.premium_apps ?? []].map((list) => [...list].sort().join()).join('|');
  if (grantsOf(before) !== grantsOf(after)) await agenciesGrantsChanged(deps, [agencyId]);
  return after;
}

export async function createAgency(db: Db, body: CreateAgencyBody): Promise<Agency> {
  const owner = await createAgencyWithOwner(
    db,
    { name: body.name, whitelabel_id: null, free_register: body.free_register, plan_name: null },
    { name: body.owner_name, email: body.email, password: body.password },
  );
  const agency = await db.selectFrom('users').select('agency_id').where('id', '=', owner.id).executeTakeFirstOrThrow();
  return requireAgency(db, agency.agency_id!);
}

/** Archiving stops the agency's accounts signing in and ends their sessions; its published sites stay up. */
export async function setArchived(db: Db, agencyId: number, archived: boolean): Promise<Agency> {
  await requireAgency(db, agencyId);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('agencies').set({ archived_at: archived ? dbNow() : null }).where('id', '=', agencyId).execute();
    if (archived) {
      const users = tx.selectFrom('users').select('id').where('agency_id', '=', agencyId);
      await tx.updateTable('access_tokens').set({ revoked_at: dbNow() }).where('user_id', 'in', users).where('revoked_at', 'is', null).execute();
    }
  });
  return requireAgency(db, agencyId);
}

export async function setOpenAiKey(db: Db, agencyId: number, key: string | null): Promise<Agency> {
  await requireAgency(db, agencyId);
  await db.updateTable('agencies').set({ openai_api_key: key }).where('id', '=', agencyId).execute();
  return requireAgency(db, agencyId);
}
