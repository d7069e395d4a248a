import type { CustomDomainClaim } from '@tessera/core';
import { isUniqueViolation } from '@tessera/sdk';
import { randomBytes } from 'node:crypto';
import { dbNow, type Db } from '../../db/database.ts';
import type { DomainClaimRow } from '../../db/schema-domains.ts';
import type { LandingRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import { tokenFileUrl, txtRecordName } from './domain-ownership.ts';

const newToken = () => randomBytes(16).toString('hex');

export const claimOf = (db: Db, landingId: number): Promise<DomainClaimRow | undefined> =>
  db.selectFrom('domain_claims').selectAll().where('landing_id', '=', landingId).executeTakeFirst();

export function toClaim(row: DomainClaimRow, verificationPort: number): CustomDomainClaim {
  return {
    domain: row.domain,
    status: row.status,
    txt: { name: txtRecordName(row.domain), value: row.token },
    http: { url: tokenFileUrl(row.domain, row.token, verificationPort), body: row.token },
    verified_at: row.verified_at?.toISOString() ?? null,
  };
}

/**
 * Sets (or with null removes) the website's claim on a custom domain, already checked to be one
 * it may claim. Nobody else's claim is in the way: an earlier claim is no proof. The website
 * keeps answering at its domain only when it names the one it already proved; a domain claimed
 * again keeps its token, so the record already created stays good. Answers the website.
 */
export async function claimDomain(db: Db, landing: LandingRow, domain: string | null): Promise<LandingRow> {
  if (domain === null) {
    await db.deleteFrom('domain_claims').where('landing_id', '=', landing.id).execute();
  } else if ((await claimOf(db, landing.id))?.domain !== domain) {
    const claim = { domain, token: newToken(), status: 'pending' as const, verified_at: null };
    await db
      .insertInto('domain_claims')
      .values({ landing_id: landing.id, ...claim })
      .onConflict((conflict) => conflict.column('landing_id').doUpdateSet({ ...claim, created_at: dbNow() }))
      .execute();
  }
  const serving = domain !== null && landing.domain === domain ? domain : null;
  if (serving === landing.domain) return landing;
  return db.updateTable('landings').set({ domain: serving, updated_at: dbNow() }).where('id', '=', landing.id).returningAll().executeTakeFirstOrThrow();
}

/**
 * The website proved `domain`: it answers there from now on, and any other website's claim on it,
 * pending or verified, is lost (whoever proves the domain last controls it now).
 * Answers the claim, the website, and the websites that lost the domain.
 */
export async function awardDomain(db: Db, landingId: number, domain: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const losers = await trx
        .updateTable('landings')
        .set({ domain: null, updated_at: dbNow() })
        .where('domain', '=', domain)
        .where('id', '!=', landingId)
        .returningAll()
        .execute();
      await trx.updateTable('domain_claims').set({ status: 'lost', verified_at: null }).where('domain', '=', domain).where('landing_id', '!=', landingId).execute();
      const claim = await trx
        .updateTable('domain_claims')
        .set({ status: 'verified', verified_at: dbNow() })
        .where('landing_id', '=', landingId)
        .where('domain', '=', domain)
        .returningAll()
        .executeTakeFirst();
      if (!claim) throw validationFailed({ domain: ['The custom domain changed while it was being verified. Verify it again.'] });
      const landing = await trx.updateTable('landings').set({ domain, updated_at: dbNow() }).where('id', '=', landingId).returningAll().executeTakeFirstOrThrow();
      return { claim, landing, losers };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ domain: ['Another website proved this domain at the same moment. Verify again.'] });
    throw error;
  }
}
