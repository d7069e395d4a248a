import { isSubUserRole, type LandingsQuery, type PermissionKey } from '@tessera/core';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The SQL of core's `hasUnpublishedChanges`, counted over the website's pages. */
const pagesWithChanges = sql<number>`(select count(*) from pages p where p.landing_id = l.id and (p.published_version is null or p.version > p.published_version))::int`;
const isPublished = sql<boolean>`exists (select 1 from pages p where p.landing_id = l.id and p.published_at is not null)`;

/** `figure` of the listed website, for a sub-user only where they hold `permission` on it (else null). */
function withPermission(user: AuthUser, permission: PermissionKey, figure: RawBuilder<number>): RawBuilder<number | null> {
  if (!isSubUserRole(user.role)) return figure;
  return sql<number | null>`case when exists (select 1 from user_landings ul where ul.landing_id = l.id and ul.user_id = ${user.id} and ul.permissions ? ${permission}) then ${figure} end`;
}

const viewsOfLast30Days = sql<number>`(select coalesce(sum(s.views), 0) from page_stats s where s.landing_id = l.id and s.day > current_date - 30)::int`;
const contactsCount = sql<number>`(select count(*) from contacts c where c.landing_id = l.id)::int`;

/**
 * One page of the websites the user sees, each with its agency's white-label domain, home
 * page, page count, 30-day views (only where the user may view statistics) and contact count
 * (only where they may view contacts), and the total across all pages of the list.
 */
export async function listVisibleLandings(db: Db, user: AuthUser, query: LandingsQuery) {
  let base = db.selectFrom('landings as l');
  if (user.role !== 'Admin') base = base.where('l.agency_id', '=', user.agencyId ?? -1);
  if (isSubUserRole(user.role)) {
    base = base.where('l.id', 'in', (eb) => eb.selectFrom('user_landings').select('landing_id').where('user_id', '=', user.id));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) => eb.or([eb('l.title', 'ilike', pattern), eb('l.subdomain', 'ilike', pattern), eb('l.domain', 'ilike', pattern)]));
  }
  if (query.status) base = base.where(query.status === 'published' ? isPublished : sql<boolean>`not ${isPublished}`);

  const direction = query.sort_desc ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .innerJoin('agencies as a', 'a.id', 'l.agency_id')
      .leftJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
      .leftJoin('pages as hp', 'hp.id', 'l.home_page_id')
      .selectAll('l')
      .select([
        'w.domain as whitelabel_domain',
        'hp.name as home_name',
        'hp.unique_name as home_unique_name',
        isPublished.as('published'),
        sql<number>`(select count(*) from pages p where p.landing_id = l.id)::int`.as('pages_count'),
        pagesWithChanges.as('pages_with_changes'),
        withPermission(user, 'stats.view', viewsOfLast30Days).as('views_30d'),
        withPermission(user, 'contacts.view', contactsCount).as('contacts_count'),
      ])
      .orderBy(`l.${query.sort_by}`, direction)
      .orderBy('l.id', direction)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The name of the agency's white-label, or null when it has none (the platform's own name then stands). */
export async function whitelabelNameOfAgency(db: Db, agencyId: number | null): Promise<string | null> {
  if (agencyId === null) return null;
  const row = await db.selectFrom('agencies as a').innerJoin('whitelabels as w', 'w.id', 'a.whitelabel_id').select('w.name').where('a.id', '=', agencyId).executeTakeFirst();
  return row?.name ?? null;
}

export async function whitelabelDomainOfAgency(db: Db, agencyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('agencies as a')
    .innerJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
    .select('w.domain')
    .where('a.id', '=', agencyId)
    .executeTakeFirst();
  return row?.domain ?? null;
}
