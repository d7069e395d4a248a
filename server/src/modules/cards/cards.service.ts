import { CARD_LIMIT_MESSAGE, CARD_URL_TAKEN_MESSAGE, canUseElement, cardLeadFormSchema, zodFieldErrors, type Card, type CreateCardBody, type FieldErrors, type PremiumGrants, type UpdateCardBody } from '@tessera/core';
import { cardContentInputSchema, cardContentSchema, type AnyCardDesign } from '@tessera/sdk';
import { dbNow, type Db } from '../../db/database.ts';
import { takenAsError } from '../../db/unique-writes.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { CardRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { RealtimePublisher } from '../realtime/realtime-hub.ts';
import { PageNames } from '@tessera/core/rules';

export interface CardsDeps {
  db: Db;
  designs: readonly AnyCardDesign[];
  /** The public address of a website, for the cards' own. */
  siteUrl(landing: LandingRow): Promise<string>;
  /** A card changed what its website answers at /card/…: the site's cached answers go. */
  siteChanged(landingId: number): Promise<void>;
  /** Tells a transfer's receiver at once. */
  realtime: RealtimePublisher;
}

/** The public card's address on its website's site host. */
export async function cardPublicUrl(deps: Pick<CardsDeps, 'siteUrl'>, landing: LandingRow, customUrl: string): Promise<string> {
  return `${(await deps.siteUrl(landing)).replace(/\/$/, '')}/card/${customUrl}`;
}

export async function toCard(deps: CardsDeps, landing: LandingRow, row: CardRow): Promise<Card> {
  return {
    id: row.id,
    landing_id: row.landing_id,
    design: row.design,
    theme: row.theme as Card['theme'],
    content: row.content as Record<string, unknown>,
    options: row.options as Record<string, unknown>,
    custom_url: row.custom_url,
    redirect: row.redirect,
    show_lead_form: row.show_lead_form,
    lead_form: cardLeadFormSchema.parse(row.lead_form),
    url: await cardPublicUrl(deps, landing, row.custom_url),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function requireCard(db: Db, landing: LandingRow, cardId: number): Promise<CardRow> {
  const row = await db.selectFrom('cards').selectAll().where('landing_id', '=', landing.id).where('id', '=', cardId).executeTakeFirst();
  if (!row) throw notFound('Card');
  return row;
}

/**
 * The card's design, content and options checked: an installed design the agency may use (or
 * `keptDesign`, the one the card already has: a plan that lost a premium design keeps the cards
 * made with it), content and options by their schemas. Content kept from the row (`contentKept`)
 * is read as stored, so a row from before a rule of the API's still takes other changes.
 */
function checkedCard(designs: readonly AnyCardDesign[], grants: PremiumGrants, input: { design: string; content: unknown; contentKept?: boolean; options: unknown }, keptDesign?: string) {
  const errors: FieldErrors = {};
  const design = designs.find((entry) => entry.id === input.design);
  if (!design) errors.design = ['Choose one of the installed card designs.'];
  else if (design.id !== keptDesign && !canUseElement(design, grants)) errors.design = [`Your plan does not include the ${design.label} card design.`];
  const content = (input.contentKept ? cardContentSchema : cardContentInputSchema).safeParse(input.content);
  if (!content.success) Object.assign(errors, zodFieldErrors(content.error, 'content'));
  const options = design?.schema.safeParse(input.options);
  if (options && !options.success) Object.assign(errors, zodFieldErrors(options.error, 'options'));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { content: content.data!, options: options!.data };
}

async function agencyCardCount(db: Db, agencyId: number | null): Promise<{ count: number; limit: number | null }> {
  if (agencyId === null) return { count: 0, limit: null };
  const [used, agency] = await Promise.all([
    db.selectFrom('cards').innerJoin('landings', 'landings.id', 'cards.landing_id').select((eb) => eb.fn.countAll<string>().as('n')).where('landings.agency_id', '=', agencyId).executeTakeFirstOrThrow(),
    db.selectFrom('agencies').select('card_limit').where('id', '=', agencyId).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(used.n), limit: agency.card_limit };
}

async function freeCardUrl(db: Db, landingId: number, wanted: string): Promise<string> {
  const taken = await db.selectFrom('cards').select('custom_url').where('landing_id', '=', landingId).execute();
  return new PageNames(taken.map((row) => row.custom_url)).claim(wanted || 'card');
}

async function urlTaken(db: Db, landingId: number, customUrl: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('cards').select('id').where('landing_id', '=', landingId).where('custom_url', '=', customUrl);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A new card; refused with spec §8's message once the agency has used its card limit (§5). */
export async function createCard(deps: CardsDeps, landing: LandingRow, grants: PremiumGrants, body: CreateCardBody): Promise<CardRow> {
  const { count, limit } = await agencyCardCount(deps.db, landing.agency_id);
  if (limit !== null && count >= limit) throw validationFailed({ card: [CARD_LIMIT_MESSAGE] });
  const { content, options } = checkedCard(deps.designs, grants, body);
  if (body.custom_url && (await urlTaken(deps.db, landing.id, body.custom_url))) throw validationFailed({ custom_url: [CARD_URL_TAKEN_MESSAGE] });
  const customUrl = body.custom_url ?? (await freeCardUrl(deps.db, landing.id, content.name));
  return takenAsError(
    () =>
      deps.db
        .insertInto('cards')
        .values({ landing_id: landing.id, design: body.design, theme: body.theme, content: JSON.stringify(content), options: JSON.stringify(options), custom_url: customUrl, redirect: body.redirect, show_lead_form: body.show_lead_form, lead_form: JSON.stringify(body.lead_form) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    'custom_url',
    CARD_URL_TAKEN_MESSAGE,
  );
}

export async function updateCard(deps: CardsDeps, landing: LandingRow, grants: PremiumGrants, cardId: number, body: UpdateCardBody): Promise<CardRow> {
  const row = await requireCard(deps.db, landing, cardId);
  const design = body.design ?? row.design;
  const { content, options } = checkedCard(
    deps.designs,
    grants,
    { design, content: body.content ?? row.content, contentKept: body.content === undefined, options: body.options ?? (design === row.design ? row.options : {}) },
    row.design,
  );
  if (body.custom_url !== undefined && body.custom_url !== row.custom_url && (await urlTaken(deps.db, landing.id, body.custom_url, row.id))) {
    throw validationFailed({ custom_url: [CARD_URL_TAKEN_MESSAGE] });
  }
  return takenAsError(
    () =>
      deps.db
        .updateTable('cards')
        .set({
          design,
          ...(body.theme ? { theme: body.theme } : {}),
          content: JSON.stringify(content),
          options: JSON.stringify(options),
          ...(body.custom_url !== undefined ? { custom_url: body.custom_url } : {}),
          ...(body.redirect !== undefined ? { redirect: body.redirect } : {}),
          ...(body.show_lead_form !== undefined ? { show_lead_form: body.show_lead_form } : {}),
          ...(body.lead_form !== undefined ? { lead_form: JSON.stringify(body.lead_form) } : {}),
          updated_at: dbNow(),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    'custom_url',
    CARD_URL_TAKEN_MESSAGE,
  );
}

/** A copy of the card with an address of its own; it counts against the card limit like a new one. */
export async function cloneCard(deps: CardsDeps, landing: LandingRow, cardId: number): Promise<CardRow> {
  const row = await requireCard(deps.db, landing, cardId);
  const { count, limit } = await agencyCardCount(deps.db, landing.agency_id);
  if (limit !== null && count >= limit) throw validationFailed({ card: [CARD_LIMIT_MESSAGE] });
  const customUrl = await freeCardUrl(deps.db, landing.id, `${row.custom_url}-copy`);
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = row;
  return deps.db
    .insertInto('cards')
    .values({ ...fields, content: JSON.stringify(row.content), options: JSON.stringify(row.options), lead_form: JSON.stringify(row.lead_form), custom_url: customUrl })
    .returningAll()
    .executeTakeFirstOrThrow();
}
