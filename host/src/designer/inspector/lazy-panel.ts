import type { AnyElementDefinition, ElementPanelProps } from '@tessera/sdk';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PanelComponent = ComponentType<ElementPanelProps<Record<string, unknown>>>;
type PanelModule = { default: PanelComponent };

const loads = new WeakMap<AnyElementDefinition, Promise<PanelModule>>();
const panels = new WeakMap<AnyElementDefinition, LazyExoticComponent<PanelComponent>>();

/** The plugin's panel module, loaded once for the session however often it is asked for. */
function loadPanel(definition: AnyElementDefinition): Promise<PanelModule> {
  let load = loads.get(definition);
  if (!load) {
    load = (definition.Panel as () => Promise<PanelModule>)();
    // A failed load is forgotten, so the next selection tries again (and shows the error then).
    load.catch(() => loads.delete(definition));
    loads.set(definition, load);
  }
  return load;
}

/** Starts loading the plugin's panel now, so that selecting one of its elements later shows it at once. */
export function preloadPanel(definition: AnyElementDefinition): void {
  loadPanel(definition).catch(() => {});
}

/**
 * The plugin's inspector panel as a lazy component. One per plugin for the whole session,
 * so selecting another element of the same type neither reloads nor remounts the module.
 */
export function lazyPanel(definition: AnyElementDefinition): LazyExoticComponent<PanelComponent> {
  let panel = panels.get(definition);
  if (!panel) {
    panel = lazy(() => loadPanel(definition));
    panels.set(definition, panel);
  }
  return panel;
}
