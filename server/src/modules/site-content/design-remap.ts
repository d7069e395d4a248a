import { createNodeId, kindOfId, pageDocumentSchema, type PageDocument } from '@tessera/core';
import { isSiteItemProp, SITE_ITEM_PROPS } from './site-item-props.ts';

/** Props that name a page of the website by id: PageId of the button option, redirectPageId, the Navigation's pageId… */
const PAGE_ID_KEY = /pageid$/i;

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

  constructor(private readonly pageIds: ReadonlyMap<number, number>) {}

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

  /** The design with fresh node ids and its page and node references moved to the copy. */
  remap(design: PageDocument): PageDocument {
    return pageDocumentSchema.parse(this.#remapValue(design, undefined));
  }

  #remapValue(value: unknown, key: string | undefined): unknown {
    if (typeof value === 'number' && key !== undefined && PAGE_ID_KEY.test(key)) return this.pageId(value);
    if (typeof value === 'number' && key !== undefined && isSiteItemProp(key)) return this[SITE_ITEM_PROPS[key]].get(value) ?? null;
    if (typeof value === 'string') return this.#nodeIds.get(value) ?? value;
    if (Array.isArray(value)) return value.map((item) => this.#remapValue(item, undefined));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([entryKey, entry]) => [entryKey, this.#remapValue(entry, entryKey)]));
    }
    return value;
  }
}
