import type { ComponentType } from 'react';
import type { PluginRoutes } from './plugin-routes.ts';

/** A premium app (AI blog writer, podcasts, video channel, places and reviews, courses…). */
export interface AppDefinition {
  id: string;
  version: string;
  label: string;
  description: string;
  premium: true;
  /** Element plugin ids the app brings with it; subscribing to the app grants them. */
  elements?: readonly string[];
  /** Dashboard screens, each loaded when first opened. */
  screens?: readonly { path: string; label: string; load: () => Promise<{ default: ComponentType }> }[];
  routes?: PluginRoutes;
}

export function defineApp(definition: AppDefinition): AppDefinition {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(definition.id)) {
    throw new Error(`App plugin "${definition.id}": id must be kebab-case`);
  }
  return definition;
}
