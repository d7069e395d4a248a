import type { AppDefinition } from '@tessera/sdk';
import { apps } from '@tessera/plugins';
import { createContext, useContext, type ReactNode } from 'react';

const InstalledAppsContext = createContext<readonly AppDefinition[]>(apps);

/** The installed apps are the manifest's; a test may install its own. */
export function InstalledAppsProvider({ apps: installed, children }: { apps: readonly AppDefinition[]; children: ReactNode }) {
  return <InstalledAppsContext.Provider value={installed}>{children}</InstalledAppsContext.Provider>;
}

export function useInstalledApps(): readonly AppDefinition[] {
  return useContext(InstalledAppsContext);
}
