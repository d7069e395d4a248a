import { PageNames } from '@tessera/core/rules';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';

/** Addresses handed out on the website, starting from those its pages hold and the reserved ones. */
export async function pageNamesOfLanding(deps: Pick<DashboardDeps, 'db' | 'reservedAddresses'>, landingId: number): Promise<PageNames> {
  const rows = await deps.db.selectFrom('pages').select('unique_name').where('landing_id', '=', landingId).execute();
  return new PageNames([...rows.map((row) => row.unique_name), ...deps.reservedAddresses]);
}
