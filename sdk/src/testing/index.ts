import { zodFieldErrors, type FieldErrors } from '@tessera/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyElementDefinition, RenderMode } from '../element-definition.ts';
import { SiteContextProvider, useSite, type SiteContextValue } from '../render/site-context.tsx';

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

/**
 * Static HTML of the element, as on the published page (or the canvas with mode "canvas"),
 * optionally in a site context of your own (e.g. the plan features the website's agency holds).
 */
export function renderElement(
  definition: AnyElementDefinition,
  props: Record<string, unknown> = {},
  options: { id?: string; mode?: RenderMode; site?: Partial<SiteContextValue> } = {},
): string {
  const parsed = definition.props.parse(props);
  const mode = options.mode ?? 'published';
  const element = createElement(definition.Render, { id: options.id ?? 'element-test', props: parsed, mode });
  return renderToStaticMarkup(createElement(WithSite, { site: { mode, ...options.site }, children: element }));
}

function WithSite({ site, children }: { site: Partial<SiteContextValue>; children: ReactNode }) {
  return createElement(SiteContextProvider, { value: { ...useSite(), ...site }, children });
}

/** Loads the element's panel module as the designer would, and returns its component. */
export async function loadPanel(definition: AnyElementDefinition) {
  return (await definition.Panel()).default;
}
export * from './mount-panel.tsx';
export * from './card-designs.tsx';
export * from './contracts.tsx';
