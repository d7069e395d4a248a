import type { AnyElementDefinition, ElementPanelProps } from '@tessera/sdk';
import type { ComponentType } from 'react';
import { codeOnDemand, type CodeOnDemand } from '../../ui/code-on-demand.ts';

type PanelProps = ElementPanelProps<Record<string, unknown>>;

const panels = new WeakMap<AnyElementDefinition, CodeOnDemand<PanelProps>>();

/** The plugin's panel code, one for the whole session, so selecting another element of its type neither reloads nor remounts it. */
function panelCode(definition: AnyElementDefinition): CodeOnDemand<PanelProps> {
  let code = panels.get(definition);
  if (!code) panels.set(definition, (code = codeOnDemand(definition.Panel as () => Promise<{ default: ComponentType<PanelProps> }>)));
  return code;
}

/** Starts loading the plugin's panel now, so that selecting one of its elements later shows it at once. */
export const preloadPanel = (definition: AnyElementDefinition): void => panelCode(definition).preload();

/** The plugin's inspector panel (see `CodeOnDemand.component`). */
export const panelOf = (definition: AnyElementDefinition): ComponentType<PanelProps> => panelCode(definition).component();
