import { createElementNode, type ElementNode, type IdFactory } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { browserNodeId } from './node-id-factory.ts';

/** A new element of a plugin, with the props its schema's defaults give (spec: props.parse({})). */
export function newElementNode(definition: AnyElementDefinition, newId: IdFactory = browserNodeId): ElementNode {
  return { ...createElementNode(definition.id, definition.props.parse({}) as Record<string, unknown>, newId), version: definition.version };
}

export type ResolvedProps = { ok: true; props: Record<string, unknown> } | { ok: false; props: Record<string, unknown> };

/**
 * Parsing sanitises HTML props, which is not cheap: the canvas, its stylesheet and the
 * inspector share one parse per props object, which a style edit leaves as it is.
 */
const resolved = new WeakMap<ElementNode['props'], { definition: AnyElementDefinition; version: string | undefined; result: ResolvedProps }>();

/**
 * The props Render and Panel get: stored props migrated from an older plugin version and
 * completed with the schema's defaults. Props the schema refuses are handed over as stored,
 * flagged, so the canvas can still show them and the save names the problem.
 */
export function resolveElementProps(definition: AnyElementDefinition, node: ElementNode): ResolvedProps {
  const known = resolved.get(node.props);
  if (known?.definition === definition && known.version === node.version) return known.result;
  const stored = node.version && node.version !== definition.version && definition.migrate ? definition.migrate(node.props, node.version) : node.props;
  const parsed = definition.props.safeParse(stored);
  const result: ResolvedProps = parsed.success ? { ok: true, props: parsed.data as Record<string, unknown> } : { ok: false, props: stored };
  resolved.set(node.props, { definition, version: node.version, result });
  return result;
}
