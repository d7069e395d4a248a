import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;

/**
 * A website's claim on a custom domain, one per website. `landings.domain` holds only a domain
 * its website proved (status 'verified'): that is what sites are served by and certificates
 * obtained for. Claims of other websites on the same domain may wait beside it.
 */
export interface DomainClaimsTable {
  id: Generated<number>;
  landing_id: number;
  domain: string;
  /** What the TXT record or the token file must hold; new for every claimed domain. */
  token: string;
  status: 'pending' | 'verified' | 'lost';
  created_at: CreatedAt;
  verified_at: Date | null;
}

export interface DomainTables {
  domain_claims: DomainClaimsTable;
}

export type DomainClaimRow = Selectable<DomainClaimsTable>;
