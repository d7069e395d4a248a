import {
  findSiteReferences,
  mapSiteReferences,
  walkElements,
  type ElementKernel,
  type PageDocument,
  type PluginRegistry,
  type SiteReferenceKind,
} from '@tessera/core';

/** A page, form or menu an element of a design names by id (declared with `siteReference`). */
export interface DesignReference {
  kind: SiteReferenceKind;
  id: number;
  elementId: string;
  /** Where it is in the design, as a 422's field path: "sections.0.rows.0.columns.0.elements.1.props.formId". */
  field: string;
}

type Registry = PluginRegistry<ElementKernel>;

/**
 * Every declared reference of the design's elements. An element of a plugin that is not
 * installed names nothing: its props have no schema to say which are references.
 */
export function designReferences(registry: Registry, design: PageDocument): DesignReference[] {
  const found: DesignReference[] = [];
  for (const { element, path, root } of walkElements(design)) {
    const definition = registry.get(element.key);
    if (!definition) continue;
    const [s, r, c, e] = path;
    for (const reference of findSiteReferences(definition.props, element.props)) {
      found.push({
        kind: reference.kind,
        id: reference.id,
        elementId: element.id,
        field: [root, s, 'rows', r, 'columns', c, 'elements', e, 'props', ...reference.path].join('.'),
      });
    }
  }
  return found;
}

/**
 * The design with its elements' declared references given the ids `move` answers (null clears
 * one, undefined keeps it); the design passed in is not changed.
 */
export function moveDesignReferences(registry: Registry, design: PageDocument, move: (kind: SiteReferenceKind, id: number) => number | null | undefined): PageDocument {
  const moved = structuredClone(design);
  for (const { element } of walkElements(moved)) {
    const definition = registry.get(element.key);
    if (definition) element.props = mapSiteReferences(definition.props, element.props, (kind, id) => move(kind, id));
  }
  return moved;
}
