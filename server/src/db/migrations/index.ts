import type { Migration } from 'kysely/migration';
import * as accountsLandingsPages from './0001-accounts-landings-pages.ts';
import * as tenancyWhitelabelsMail from './0002-tenancy-whitelabels-mail.ts';
import * as publishing from './0100-publishing.ts';

/** Every migration in order; names are stored, so never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts-landings-pages': accountsLandingsPages,
  '0002-tenancy-whitelabels-mail': tenancyWhitelabelsMail,
  '0100-publishing': publishing,
};
