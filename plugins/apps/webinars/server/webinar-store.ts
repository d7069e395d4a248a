import { HttpError, validationFailed, WebinarAccountsToken, clockNow, type AppLanding, type AppServerContext, type Kysely } from '@tessera/sdk';
import type { Webinar } from '../webinar-schemas.ts';
import type { WebinarTables } from '../webinar-tables.ts';

const webinarsDb = (context: AppServerContext): Kysely<WebinarTables> => context.db;
const accounts = (context: AppServerContext) => context.services.resolve(WebinarAccountsToken);

/** A webinar stays on pages until it ends (or an hour after its start when it has no end). */
const stillOn = () => new Date(Date.now() - 3_600_000);

/** What a read takes from the provider into a webinar it already holds (all but the row's key). */
const REFRESHED_COLUMNS = ['agency_id', 'subject', 'description', 'starts_at', 'ends_at', 'time_zone', 'registration_url', 'refreshed_at'] as const;

/**
 * The agency's upcoming webinars read from its connected accounts now, kept as what its
 * published pages show (the ones gone from the provider leave them).
 *
 * Two reads of one agency can run at once (the picker and a page being redrawn). Each
 * upserts rather than deleting and inserting, which collided on the key when the second
 * read's delete could not see the first one's uncommitted rows; the rows are written in key
 * order so that two such transactions wait for each other instead of deadlocking.
 */
export async function readWebinars(context: AppServerContext, agencyId: number): Promise<Webinar[]> {
  const upcoming = [...(await accounts(context).upcoming(agencyId))].sort((a, b) => a.accountId - b.accountId || a.key.localeCompare(b.key));
  const now = clockNow(context);
  await webinarsDb(context)
    .transaction()
    .execute(async (trx) => {
      if (upcoming.length > 0) {
        await trx
          .insertInto('webinars_webinars')
          .values(
            upcoming.map((webinar) => ({
              agency_id: agencyId,
              account_id: webinar.accountId,
              webinar_key: webinar.key,
              subject: webinar.subject.slice(0, 300),
              description: webinar.description.slice(0, 5000),
              starts_at: new Date(webinar.startsAt),
              ends_at: webinar.endsAt ? new Date(webinar.endsAt) : null,
              time_zone: webinar.timeZone,
              registration_url: webinar.registrationUrl,
              refreshed_at: now,
            })),
          )
          .onConflict((conflict) =>
            conflict
              .columns(['account_id', 'webinar_key'])
              .doUpdateSet((eb) => Object.fromEntries(REFRESHED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
          )
          .execute();
      }
      await trx
        .deleteFrom('webinars_webinars')
        .where('agency_id', '=', agencyId)
        .$if(upcoming.length > 0, (query) =>
          query.where((eb) => eb.not(eb(eb.refTuple('account_id', 'webinar_key'), 'in', upcoming.map((webinar) => eb.tuple(webinar.accountId, webinar.key))))),
        )
        .execute();
    });
  return keptWebinars(context, agencyId);
}

/** The agency's webinars as last read, soonest first, without those that have ended. */
export async function keptWebinars(context: AppServerContext, agencyId: number): Promise<Webinar[]> {
  const rows = await webinarsDb(context)
    .selectFrom('webinars_webinars')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where((eb) => eb.or([eb('ends_at', '>', clockNow(context)), eb.and([eb('ends_at', 'is', null), eb('starts_at', '>', stillOn())])]))
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => ({
    account_id: row.account_id,
    key: row.webinar_key,
    subject: row.subject,
    description: row.description,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    time_zone: row.time_zone,
    registration_url: row.registration_url,
  }));
}

/**
 * Registers a visitor of the website for one of its agency's webinars shown on its pages. A
 * webinar the agency no longer offers is refused on its field; a provider that fails is
 * answered with a message for the visitor, not the agency's connection details.
 */
export async function registerVisitor(
  context: AppServerContext,
  landing: AppLanding,
  body: { account_id: number; webinar_key: string; first_name: string; last_name: string; email: string },
): Promise<{ message: string; join_url: string | null }> {
  const closed = () => validationFailed({ webinar_key: ['This webinar is no longer open for registration.'] });
  if (landing.agencyId === null) throw closed();
  const offered = (await keptWebinars(context, landing.agencyId)).some((webinar) => webinar.account_id === body.account_id && webinar.key === body.webinar_key);
  if (!offered) throw closed();
  try {
    const answer = await accounts(context).register(landing.agencyId, body.account_id, body.webinar_key, { firstName: body.first_name, lastName: body.last_name, email: body.email });
    return {
      message: answer.alreadyRegistered ? 'You were already registered: the joining link is in your e-mail.' : 'You are registered. The joining link is on its way to your e-mail.',
      join_url: answer.joinUrl,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw error;
    throw new HttpError('upstream_failed', 'Registration is not possible right now. Please try again in a few minutes.');
  }
}
