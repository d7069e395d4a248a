import {
  helpVideoPlayer,
  supportChatSources,
  type AdminWidgets,
  type HelpVideo,
  type HelpVideoBody,
  type HelpVideoScreen,
  type DashboardPromo,
  type SupportChat,
  type DashboardPromoInput,
  type SupportChatInput,
  type UserWidgets,
} from '@tessera/core';
import type { Selectable } from 'kysely';
import { dbNow, type Db } from '../../db/database.ts';
import type { PromosTable } from '../../db/schema-widgets.ts';
import { notFound } from '../../http/http-error.ts';
import type { SupportChatPolicy } from '../../http/security-headers.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

const promoView = (row: Selectable<PromosTable>, seenCount: number): DashboardPromo => ({
  id: row.id,
  title: row.title,
  message: row.message,
  image_url: row.image_url,
  link_url: row.link_url,
  link_label: row.link_label,
  active: row.active,
  seen_count: seenCount,
  created_at: row.created_at.toISOString(),
});

async function listPromos(db: Db): Promise<DashboardPromo[]> {
  const rows = await db
    .selectFrom('promos')
    .selectAll('promos')
    .select((eb) => eb.selectFrom('promo_views').whereRef('promo_views.promo_id', '=', 'promos.id').select((v) => v.fn.countAll<string>().as('n')).as('seen'))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => promoView(row, Number(row.seen ?? 0)));
}

export async function promoById(db: Db, id: number): Promise<DashboardPromo> {
  const found = (await listPromos(db)).find((promo) => promo.id === id);
  if (!found) throw notFound('Promo');
  return found;
}

export async function createPromo(db: Db, promo: DashboardPromoInput): Promise<number> {
  const row = await db.insertInto('promos').values(promo).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePromo(db: Db, id: number, promo: DashboardPromoInput): Promise<void> {
  const updated = await db.updateTable('promos').set({ ...promo, updated_at: dbNow() }).where('id', '=', id).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('Promo');
}

export async function deletePromo(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('promos').where('id', '=', id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('Promo');
}

/** Records that the user was shown the promo, so it is not shown to them again (a second call changes nothing). */
export async function markPromoSeen(db: Db, promoId: number, userId: number): Promise<void> {
  const promo = await db.selectFrom('promos').select('id').where('id', '=', promoId).where('active', '=', true).executeTakeFirst();
  if (!promo) throw notFound('Promo');
  await db.insertInto('promo_views').values({ promo_id: promoId, user_id: userId }).onConflict((oc) => oc.doNothing()).execute();
}

async function listHelpVideos(db: Db): Promise<HelpVideo[]> {
  const rows = await db.selectFrom('help_videos').selectAll().orderBy('screen').execute();
  return rows.map((row) => ({ screen: row.screen as HelpVideoScreen, title: row.title, video_url: row.video_url, player: helpVideoPlayer(row.video_url) }));
}

export async function setHelpVideo(db: Db, screen: HelpVideoScreen, video: HelpVideoBody): Promise<HelpVideo> {
  await db
    .insertInto('help_videos')
    .values({ screen, ...video })
    .onConflict((oc) => oc.column('screen').doUpdateSet({ ...video, updated_at: dbNow() }))
    .execute();
  return { screen, ...video, player: helpVideoPlayer(video.video_url) };
}

export async function deleteHelpVideo(db: Db, screen: HelpVideoScreen): Promise<void> {
  const deleted = await db.deleteFrom('help_videos').where('screen', '=', screen).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('Help video');
}

export async function supportChat(db: Db): Promise<SupportChat | null> {
  const row = await db.selectFrom('support_chat').select(['provider', 'account_id']).where('id', '=', 1).executeTakeFirst();
  return row ? { ...row, script_url: supportChatSources(row).script } : null;
}

/** The hosts the dashboard document must allow for the support chat, or null without one. */
export async function supportChatPolicy(db: Db): Promise<SupportChatPolicy | null> {
  const chat = await supportChat(db);
  return chat && supportChatSources(chat);
}

export async function setSupportChat(db: Db, chat: SupportChatInput): Promise<SupportChat | null> {
  if (chat.provider === null) {
    await db.deleteFrom('support_chat').where('id', '=', 1).execute();
    return null;
  }
  const values = { provider: chat.provider, account_id: chat.account_id };
  await db
    .insertInto('support_chat')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: dbNow() }))
    .execute();
  return supportChat(db);
}

export async function adminWidgets(db: Db): Promise<AdminWidgets> {
  const [promos, helpVideos, chat] = await Promise.all([listPromos(db), listHelpVideos(db), supportChat(db)]);
  return { promos, help_videos: helpVideos, support_chat: chat };
}

const NOTHING: UserWidgets = { promo: null, help_videos: [], support_chat: null };

/**
 * The widgets of the caller's dashboard. Only an agency owner gets any (spec §1: the support chat
 * is for role Agency). The promo is the newest active one they have not been shown; none while
 * an admin impersonates them (that would use up the owner's one showing) or while the agency is
 * blocked (its screens show the §4 notice instead).
 */
export async function widgetsFor(db: Db, user: AuthUser): Promise<UserWidgets> {
  if (user.role !== 'Agency') return NOTHING;
  const showPromo = user.impersonatorId === null && !user.agencyBlocked;
  const [promo, helpVideos, chat] = await Promise.all([
    showPromo
      ? db
          .selectFrom('promos')
          .select(['id', 'title', 'message', 'image_url', 'link_url', 'link_label', 'created_at'])
          .where('active', '=', true)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('promo_views').select('promo_id').whereRef('promo_views.promo_id', '=', 'promos.id').where('promo_views.user_id', '=', user.id))),
          )
          .orderBy('id', 'desc')
          .executeTakeFirst()
      : undefined,
    listHelpVideos(db),
    supportChat(db),
  ]);
  return { promo: promo ? { ...promo, created_at: promo.created_at.toISOString() } : null, help_videos: helpVideos, support_chat: chat };
}
