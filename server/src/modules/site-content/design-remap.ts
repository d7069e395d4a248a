import { createNodeId, kindOfId, pageDocumentSchema, type ElementKernel, type PageDocument, type PluginRegistry, type SiteReferenceKind } from '@tessera/core';
import { moveDesignReferences } from './design-references.ts';

/**
 * Copies designs of one website into another: every section, row, column and element gets a
 * fresh id, and what pointed at the old pages and nodes points at the new ones. Ids are
 * collected over all pages first, since a button may link to a section of another page.
 */
export class DesignRemapper {
  readonly #nodeIds = new Map<string, string>();
  /**
   * The copy's ids of the source's forms and menus, filled in as they are written (before
   * `remap`); an element naming one the copy does not have goes back to its own fields or items.
   */
  readonly forms = new Map<number, number>();
  readonly menus = new Map<number, number>();

  /**
   * `sameWebsite`: the designs stay in their website (a restore), whose shop products keep their
   * ids; into another website, elements lose the products they named, as shops are not copied.
   */
  constructor(
    private readonly registry: PluginRegistry<ElementKernel>,
    private readonly pageIds: ReadonlyMap<number, number>,
    private readonly options: { sameWebsite?: boolean } = {},
  ) {}

  /** Registers fresh ids for every node of `design`; call for every page before `remap`. */
  collect(design: PageDocument): void {
    for (const section of design.sections) {
      this.#fresh(section.id);
      for (const row of section.rows) {
        this.#fresh(row.id);
        for (const column of row.columns) {
          this.#fresh(column.id);
          for (const element of column.elements) this.#fresh(element.id);
        }
      }
    }
  }

  #fresh(id: string): void {
    const kind = kindOfId(id);
    if (kind && !this.#nodeIds.has(id)) this.#nodeIds.set(id, createNodeId(kind));
  }

  nodeId(id: string): string {
    return this.#nodeIds.get(id) ?? id;
  }

  /** A page id of the source website in the copy; null when it names no page of the copy. */
  pageId(id: number | null): number | null {
    return id === null ? null : (this.pageIds.get(id) ?? null);
  }

  /** The design with fresh node ids, and the pages, forms, menus and products its elements name moved to the copy's. */
  remap(design: PageDocument): PageDocument {
    const moved = moveDesignReferences(this.registry, design, (kind, id) => this.#copyOf(kind, id));
    return pageDocumentSchema.parse(this.#remapNodeIds(moved));
  }

  #copyOf(kind: SiteReferenceKind, id: number): number | null {
    if (kind === 'page') return this.pageId(id);
    if (kind === 'product') return this.options.sameWebsite ? id : null;
    return (kind === 'form' ? this.forms : this.menus).get(id) ?? null;
  }

  // Any string may name a node: a button's SectionId, an island's target, a popup trigger.
  #remapNodeIds(value: unknown): unknown {
    if (typeof value === 'string') return this.#nodeIds.get(value) ?? value;
    if (Array.isArray(value)) return value.map((item) => this.#remapNodeIds(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, this.#remapNodeIds(entry)]));
    return value;
  }
}
