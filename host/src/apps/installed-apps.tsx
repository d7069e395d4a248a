import { installPermissions } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';
import { apps } from '@tessera/plugins/apps';
import { createContext, useContext, type ReactNode } from 'react';

// The installed apps' permissions join the platform's for the permission screen and every permission check.
installPermissions(apps);

const InstalledAppsContext = createContext<readonly AppDefinition[]>(apps);

/** The installed apps are the manifest's; a test may install its own. */
export function InstalledAppsProvider({ apps: installed, children }: { apps: readonly AppDefinition[]; children: ReactNode }) {
  return <InstalledAppsContext.Provider value={installed}>{children}</InstalledAppsContext.Provider>;
}

export function useInstalledApps(): readonly AppDefinition[] {
  return useContext(InstalledAppsContext);
}
