import type { AnyElementDefinition, ElementPanelProps } from '@tessera/sdk';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PanelComponent = ComponentType<ElementPanelProps<Record<string, unknown>>>;

const panels = new WeakMap<AnyElementDefinition, LazyExoticComponent<PanelComponent>>();

/**
 * The plugin's inspector panel as a lazy component. One per plugin for the whole session,
 * so selecting another element of the same type neither reloads nor remounts the module.
 */
export function lazyPanel(definition: AnyElementDefinition): LazyExoticComponent<PanelComponent> {
  let panel = panels.get(definition);
  if (!panel) {
    panel = lazy(definition.Panel as () => Promise<{ default: PanelComponent }>);
    panels.set(definition, panel);
  }
  return panel;
}
