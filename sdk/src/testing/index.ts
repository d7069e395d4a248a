import { zodFieldErrors, type FieldErrors } from '@tessera/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyElementDefinition, RenderMode } from '../element-definition.ts';

/**
 * A test kit for plugin authors: render an element the way the server renders it on a
 * published page, and check props the way the server checks a saved design.
 */

export type PropsCheck = { ok: true; props: Record<string, unknown> } | { ok: false; errors: FieldErrors };

export function checkProps(definition: AnyElementDefinition, props: Record<string, unknown>): PropsCheck {
  const result = definition.props.safeParse(props);
  return result.success ? { ok: true, props: result.data } : { ok: false, errors: zodFieldErrors(result.error) };
}

/** Props as a new element gets them: the schema's defaults. */
export function defaultProps(definition: AnyElementDefinition): Record<string, unknown> {
  return definition.props.parse({});
}

/** Static HTML of the element, as on the published page (or the canvas with mode "canvas"). */
export function renderElement(
  definition: AnyElementDefinition,
  props: Record<string, unknown> = {},
  options: { id?: string; mode?: RenderMode } = {},
): string {
  const parsed = definition.props.parse(props);
  return renderToStaticMarkup(
    createElement(definition.Render, { id: options.id ?? 'element-test', props: parsed, mode: options.mode ?? 'published' }),
  );
}

/** Loads the element's panel module as the designer would, and returns its component. */
export async function loadPanel(definition: AnyElementDefinition) {
  return (await definition.Panel()).default;
}
export * from './mount-panel.tsx';
