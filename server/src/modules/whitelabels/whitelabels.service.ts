import type { CertStatus, WhitelabelBody } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import { dbNow, type Db } from '../../db/database.ts';
import type { WhitelabelRow } from '../../db/schema.ts';
import { takenAsError } from '../../db/unique-writes.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { CertificateProbe, CertificateState } from '../../services/certificate-probe.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';

export interface WhitelabelsDeps {
  db: Db;
  config: AppConfig;
  hosts: SiteHosts;
  certificates: CertificateProbe;
}

const DOMAIN_TAKEN = 'This domain is already used by another white-label.';

export async function requireWhitelabel(db: Db, id: number): Promise<WhitelabelRow> {
  const row = await db.selectFrom('whitelabels').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('White-label');
  return row;
}

/** A white-label's domains answer the app and its agencies' sites: neither may be the platform's, another white-label's or a website's own. */
async function refuseTakenDomains(deps: WhitelabelsDeps, body: Pick<WhitelabelBody, 'domain' | 'domain_2'>, exceptId?: number): Promise<void> {
  const wanted = [['domain', body.domain], ['domain_2', body.domain_2 ?? null]] as const;
  if (body.domain_2 && body.domain_2 === body.domain) throw validationFailed({ domain_2: ['The second domain must differ from the first.'] });
  for (const [field, domain] of wanted) {
    if (!domain) continue;
    const platform = deps.config.siteDomain;
    if (domain === platform || domain.endsWith(`.${platform}`)) throw validationFailed({ [field]: ['This address belongs to the platform. Use a domain of your own.'] });
    let others = deps.db.selectFrom('whitelabels').select('id').where((eb) => eb.or([eb(eb.fn('lower', ['domain']), '=', domain), eb(eb.fn('lower', ['domain_2']), '=', domain)]));
    if (exceptId !== undefined) others = others.where('id', '!=', exceptId);
    if (await others.executeTakeFirst()) throw validationFailed({ [field]: [DOMAIN_TAKEN] });
    const website = await deps.db.selectFrom('landings').select('id').where('domain', '=', domain).executeTakeFirst();
    if (website) throw validationFailed({ [field]: ['This domain is a website\'s custom domain.'] });
  }
}

function columnsOf(body: WhitelabelBody) {
  return {
    name: body.name,
    domain: body.domain,
    domain_2: body.domain_2 ?? null,
    ...(body.logo_light !== undefined ? { logo_light: body.logo_light } : {}),
    ...(body.logo_dark !== undefined ? { logo_dark: body.logo_dark } : {}),
  };
}

export async function createWhitelabel(deps: WhitelabelsDeps, body: WhitelabelBody): Promise<WhitelabelRow> {
  await refuseTakenDomains(deps, body);
  const row = await takenAsError(() => deps.db.insertInto('whitelabels').values(columnsOf(body)).returningAll().executeTakeFirstOrThrow(), 'domain', DOMAIN_TAKEN);
  await deps.hosts.changed();
  return row;
}

/** A changed domain needs its certificate again, so the status starts over. */
export async function updateWhitelabel(deps: WhitelabelsDeps, id: number, body: WhitelabelBody): Promise<WhitelabelRow> {
  const before = await requireWhitelabel(deps.db, id);
  await refuseTakenDomains(deps, body, id);
  const domainsChanged = before.domain !== body.domain || before.domain_2 !== (body.domain_2 ?? null);
  const row = await takenAsError(() =>
    deps.db
      .updateTable('whitelabels')
      .set({ ...columnsOf(body), ...(domainsChanged ? { cert_status: 'none', cert_checked_at: null, cert_message: null } : {}), updated_at: dbNow() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
    'domain',
    DOMAIN_TAKEN,
  );
  await deps.hosts.changed();
  return row;
}

/** Only an empty white-label goes: its agencies' sites and sign-in would lose their address. */
export async function deleteWhitelabel(deps: WhitelabelsDeps, id: number): Promise<void> {
  await requireWhitelabel(deps.db, id);
  const agencies = await deps.db.selectFrom('agencies').select((eb) => eb.fn.countAll<number>().as('count')).where('whitelabel_id', '=', id).executeTakeFirstOrThrow();
  if (Number(agencies.count) > 0) throw new HttpError('conflict', `${agencies.count} ${Number(agencies.count) === 1 ? 'agency is' : 'agencies are'} under this white-label; move them to another first.`);
  await deps.db.deleteFrom('whitelabels').where('id', '=', id).execute();
  await deps.hosts.changed();
}

/** One status for all domains: issued only when every domain is; a failure wins over waiting. */
function overall(states: readonly CertificateState[]): { status: CertStatus; message: string | null } {
  const failed = states.find((state) => state.status === 'failed');
  if (failed) return { status: 'failed', message: failed.message };
  const pending = states.find((state) => state.status === 'pending');
  if (pending) return { status: 'pending', message: pending.message };
  return { status: 'issued', message: null };
}

/**
 * POST /whitelabels/{id}/cert: asks each domain for its certificate. Behind the reference
 * deployment's on-demand TLS front the handshake itself makes the front obtain one (the sites
 * under the domains get theirs on their first visit), so a first call usually answers pending
 * and a later one issued.
 */
export async function checkCertificates(deps: WhitelabelsDeps, id: number): Promise<WhitelabelRow> {
  const row = await requireWhitelabel(deps.db, id);
  const domains = [row.domain, ...(row.domain_2 ? [row.domain_2] : [])];
  const states = await Promise.all(domains.map((domain) => deps.certificates.check(domain)));
  const { status, message } = overall(states);
  return deps.db
    .updateTable('whitelabels')
    .set({ cert_status: status, cert_message: message, cert_checked_at: dbNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
