import { isAgencyBlocked, type AgencyStanding, type Role } from '@tessera/core';
import type { AppCaller } from '@tessera/sdk';
import type { InstalledApp } from './installed-apps.ts';

/** What the installed apps tell about a user (see `AppUserFacts` in the SDK). */
export interface UserFacts {
  hasCourses(user: AppCaller): Promise<boolean>;
}

export const NO_USER_FACTS: UserFacts = { hasCourses: async () => false };

/** The apps' answers: true when any app says so. */
export function userFactsOf(apps: readonly InstalledApp[]): UserFacts {
  const askers = apps.flatMap(({ server, context }) => {
    const ask = server.userFacts?.hasCourses;
    return ask ? [(user: AppCaller) => ask(user, context)] : [];
  });
  return {
    async hasCourses(user) {
      for (const ask of askers) if (await ask(user)) return true;
      return false;
    },
  };
}

/** The §4 blocked state, asking the apps about courses only when it decides the answer. */
export async function agencyBlocked(facts: UserFacts, user: AppCaller, standing: AgencyStanding | null): Promise<boolean> {
  if (!isAgencyBlocked(user.role as Role, standing, false)) return false;
  return isAgencyBlocked(user.role as Role, standing, await facts.hasCourses(user));
}
