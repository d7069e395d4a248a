import type { AnyElementDefinition, ElementPanelProps } from '@tessera/sdk';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PanelComponent = ComponentType<ElementPanelProps<Record<string, unknown>>>;
type PanelModule = { default: PanelComponent };

const loads = new WeakMap<AnyElementDefinition, Promise<PanelModule>>();
const loaded = new WeakMap<AnyElementDefinition, PanelComponent>();
const panels = new WeakMap<AnyElementDefinition, LazyExoticComponent<PanelComponent>>();

/** The plugin's panel module, loaded once for the session however often it is asked for. */
function loadPanel(definition: AnyElementDefinition): Promise<PanelModule> {
  let load = loads.get(definition);
  if (!load) {
    load = (definition.Panel as () => Promise<PanelModule>)().then((module) => {
      loaded.set(definition, module.default);
      return module;
    });
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
 * The plugin's inspector panel: the component itself once its module is loaded (a lazy one would
 * suspend once more, and React holds back what a Suspense boundary reveals for up to 300 ms), else
 * a lazy component, one per plugin for the whole session, so selecting another element of the
 * same type neither reloads nor remounts the module.
 */
export function panelOf(definition: AnyElementDefinition): PanelComponent {
  const ready = loaded.get(definition);
  if (ready) return ready;
  let panel = panels.get(definition);
  if (!panel) {
    panel = lazy(() => loadPanel(definition));
    panels.set(definition, panel);
  }
  return panel;
}
