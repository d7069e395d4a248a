import {
  CARD_PERMISSION_KEYS,
  CARD_RECEIVER_UNKNOWN_MESSAGE,
  CARD_TRANSFER_PENDING_MESSAGE,
  CARD_TRANSFER_SELF_MESSAGE,
  cardDisplayName,
  type CardHolder,
  type CardPerson,
  type CardTransfer,
  type HeldCard,
  type Role,
} from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import { takenAsError } from '../../db/unique-writes.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { CardRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { cardPublicUrl, requireCard, toCard, type CardsDeps } from './cards.service.ts';

type Caller = Pick<AuthUser, 'id' | 'role'>;


// The users table keeps the role as text under its check constraint (migration 0001).
const person = (id: number, name: string, email: string, role: string): CardPerson => ({ id, name, email, role: role as Role });

export async function holdsCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  return (await db.selectFrom('card_users').select('id').where('card_id', '=', cardId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** A card of the website in the caller's reach: any of it for the agency's side, only one they hold for a card user (404 otherwise). */
export async function requireReachableCard(db: Db, landing: LandingRow, cardId: number, caller: Caller): Promise<CardRow> {
  const row = await requireCard(db, landing, cardId);
  if (caller.role === 'CardUser' && !(await holdsCard(db, caller.id, row.id))) throw notFound('Card');
  return row;
}

/** The website's cards the caller may see: all for the agency's side, those they hold for a card user. */
export async function reachableCards(db: Db, landing: LandingRow, caller: Caller): Promise<CardRow[]> {
  let query = db.selectFrom('cards').selectAll('cards').where('cards.landing_id', '=', landing.id);
  if (caller.role === 'CardUser') query = query.where((eb) => eb.exists(eb.selectFrom('card_users').select('id').whereRef('card_users.card_id', '=', 'cards.id').where('card_users.user_id', '=', caller.id)));
  return query.orderBy('cards.id', 'desc').execute();
}

/** A user of the agency by e-mail, the only people its cards may be handed to. */
export async function findAgencyPerson(db: Db, agencyId: number | null, email: string): Promise<CardPerson | undefined> {
  if (agencyId === null) return undefined;
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('agency_id', '=', agencyId)
    .where('role', '!=', 'Admin')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row && person(row.id, row.name, row.email, row.role);
}

/** Who holds the website's cards, each with the cards they hold. */
export async function cardHolders(db: Db, landingId: number): Promise<CardHolder[]> {
  const rows = await db
    .selectFrom('card_users as cu')
    .innerJoin('cards as c', 'c.id', 'cu.card_id')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'c.id as card_id', 'c.content', 'c.custom_url'])
    .where('c.landing_id', '=', landingId)
    .orderBy('u.name')
    .orderBy('c.id')
    .execute();
  const holders = new Map<number, CardHolder>();
  for (const row of rows) {
    const holder: CardHolder = holders.get(row.id) ?? { ...person(row.id, row.name, row.email, row.role), cards: [] };
    holder.cards.push({ id: row.card_id, name: cardDisplayName(row), custom_url: row.custom_url });
    holders.set(row.id, holder);
  }
  return [...holders.values()];
}

function transfersQuery(db: Db) {
  return db
    .selectFrom('card_transfers as t')
    .innerJoin('cards as c', 'c.id', 't.card_id')
    .innerJoin('users as receiver', 'receiver.id', 't.to_user_id')
    .leftJoin('users as sender', 'sender.id', 't.from_user_id')
    .select([
      't.id',
      't.status',
      't.created_at',
      't.decided_at',
      'c.id as card_id',
      'c.landing_id',
      'c.content',
      'c.custom_url',
      'receiver.id as to_id',
      'receiver.name as to_name',
      'receiver.email as to_email',
      'receiver.role as to_role',
      'sender.id as from_id',
      'sender.name as from_name',
      'sender.email as from_email',
      'sender.role as from_role',
    ]);
}

type TransferRow = Awaited<ReturnType<ReturnType<typeof transfersQuery>['executeTakeFirstOrThrow']>>;

async function toTransfer(deps: CardsDeps, row: TransferRow): Promise<CardTransfer> {
  const landing = await deps.db.selectFrom('landings').selectAll().where('id', '=', row.landing_id).executeTakeFirstOrThrow();
  return {
    id: row.id,
    card: { id: row.card_id, landing_id: row.landing_id, name: cardDisplayName(row), url: await cardPublicUrl(deps, landing, row.custom_url) },
    from: row.from_id === null ? null : person(row.from_id, row.from_name!, row.from_email!, row.from_role!),
    to: person(row.to_id, row.to_name, row.to_email, row.to_role),
    status: row.status,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** The website's transfer requests, open ones first. */
export async function transfersOfLanding(deps: CardsDeps, landingId: number): Promise<CardTransfer[]> {
  const rows = await transfersQuery(deps.db).where('c.landing_id', '=', landingId).orderBy((eb) => eb.case().when('t.status', '=', 'pending').then(0).else(1).end()).orderBy('t.id', 'desc').execute();
  return Promise.all(rows.map((row) => toTransfer(deps, row)));
}

/** The open requests handed to the user (GET /users/card-transfers-requests). */
export async function transfersTo(deps: CardsDeps, userId: number): Promise<CardTransfer[]> {
  const rows = await transfersQuery(deps.db).where('t.to_user_id', '=', userId).where('t.status', '=', 'pending').orderBy('t.id', 'desc').execute();
  return Promise.all(rows.map((row) => toTransfer(deps, row)));
}

/**
 * Asks the user of the agency with `email` to take the card (spec §4); the card moves only
 * when they confirm. One request per card is open at a time.
 */
export async function requestTransfer(deps: CardsDeps, landing: LandingRow, card: CardRow, from: Caller, email: string): Promise<CardTransfer> {
  const receiver = await findAgencyPerson(deps.db, landing.agency_id, email);
  if (!receiver) throw validationFailed({ email: [CARD_RECEIVER_UNKNOWN_MESSAGE] });
  if (receiver.id === from.id || (await holdsCard(deps.db, receiver.id, card.id))) throw validationFailed({ email: [CARD_TRANSFER_SELF_MESSAGE] });
  const created = await takenAsError(
    () => deps.db.insertInto('card_transfers').values({ card_id: card.id, from_user_id: from.id, to_user_id: receiver.id }).returning('id').executeTakeFirstOrThrow(),
    'email',
    CARD_TRANSFER_PENDING_MESSAGE,
  );
  return toTransfer(deps, await transfersQuery(deps.db).where('t.id', '=', created.id).executeTakeFirstOrThrow());
}

/**
 * The receiver answers a request: confirmed, the card is theirs alone (its earlier holders let
 * go, the receiver given the card permissions); declined, nothing moves. Someone else's
 * request, or one already answered, is not found.
 */
export async function decideTransfer(deps: CardsDeps, user: Caller, transferId: number, decision: 'confirmed' | 'declined'): Promise<CardTransfer> {
  await deps.db.transaction().execute(async (tx) => {
    const open = await tx
      .updateTable('card_transfers')
      .set({ status: decision, decided_at: dbNow() })
      .where('id', '=', transferId)
      .where('to_user_id', '=', user.id)
      .where('status', '=', 'pending')
      .returning(['card_id'])
      .executeTakeFirst();
    if (!open) throw notFound('Transfer request');
    if (decision === 'declined') return;
    await tx.deleteFrom('card_users').where('card_id', '=', open.card_id).execute();
    await tx.insertInto('card_users').values({ card_id: open.card_id, user_id: user.id, permissions: JSON.stringify(CARD_PERMISSION_KEYS) }).execute();
  });
  return toTransfer(deps, await transfersQuery(deps.db).where('t.id', '=', transferId).executeTakeFirstOrThrow());
}

/** GET /users/cards: every card the user holds, with its website's title. */
export async function heldCards(deps: CardsDeps, userId: number): Promise<HeldCard[]> {
  const rows = await deps.db
    .selectFrom('cards')
    .innerJoin('card_users', 'card_users.card_id', 'cards.id')
    .selectAll('cards')
    .where('card_users.user_id', '=', userId)
    .orderBy('cards.id', 'desc')
    .execute();
  const landings = new Map<number, LandingRow>();
  const held: HeldCard[] = [];
  for (const row of rows) {
    const landing = landings.get(row.landing_id) ?? (await deps.db.selectFrom('landings').selectAll().where('id', '=', row.landing_id).executeTakeFirstOrThrow());
    landings.set(landing.id, landing);
    held.push({ ...(await toCard(deps, landing, row)), landing_title: landing.title });
  }
  return held;
}
