import { PluginDefinitionError, PluginRegistry, walkElements, type PageDocument } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';

/** What the designer knows of an element type before its plugin's code has loaded: enough for the palette, labels and premium gating. */
export type ElementSummary = Pick<AnyElementDefinition, 'id' | 'version' | 'label' | 'category' | 'premium' | 'app' | 'icon'>;

/** An installed element whose plugin loads on demand (host/build/element-catalogue.ts writes these from the manifest). */
export interface LazyElement extends ElementSummary {
  load: () => Promise<AnyElementDefinition>;
}

/** The element types a document holds. */
export function elementTypesOf(doc: PageDocument): Set<string> {
  const types = new Set<string>();
  for (const { element } of walkElements(doc)) types.add(element.key);
  return types;
}

/**
 * The installed element plugins of the designer: some loaded, the rest known by their summary
 * and loaded on demand. `get` answers loaded plugins only, so whatever needs a plugin's code
 * (its Render, schema or CSS) asks for it with `load` first, or follows `subscribe`; `summary`
 * answers for every installed type. The designer loads the types of the page it opens before it
 * shows it, then the rest while idle.
 */
export class ElementCatalogue extends PluginRegistry<AnyElementDefinition> {
  readonly #summaries: readonly ElementSummary[];
  readonly #byId = new Map<string, ElementSummary>();
  readonly #lazy = new Map<string, LazyElement>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #listeners = new Set<() => void>();
  #version = 0;

  constructor(loaded: readonly AnyElementDefinition[], lazy: readonly LazyElement[] = []) {
    super(loaded);
    for (const entry of lazy) {
      if (this.has(entry.id) || this.#lazy.has(entry.id)) throw new PluginDefinitionError(`Element plugin "${entry.id}" is registered twice`);
      this.#lazy.set(entry.id, entry);
    }
    // The catalogue's order (the manifest's), then any given loaded.
    this.#summaries = [...lazy, ...loaded];
    for (const summary of this.#summaries) this.#byId.set(summary.id, summary);
  }

  /** Every installed element type, loaded or not, in the manifest's order. */
  summaries(): readonly ElementSummary[] {
    return this.#summaries;
  }

  summary(id: string): ElementSummary | undefined {
    return this.#byId.get(id);
  }

  /** Installed but its plugin not loaded yet: the canvas shows it as loading rather than unknown. */
  isPending(id: string): boolean {
    return this.#lazy.has(id) && !this.has(id);
  }

  /** Whether every installed plugin has loaded. */
  get complete(): boolean {
    return this.#lazy.size === 0;
  }

  /** Goes up by one with each plugin that loads; a snapshot for `useSyncExternalStore`. */
  get version(): number {
    return this.#version;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Loads the plugins of these types; types not installed, or loaded already, are skipped. A failed load can be asked for again. */
  load(ids: Iterable<string>): Promise<void> {
    const pending: Promise<void>[] = [];
    for (const id of ids) {
      const entry = this.#lazy.get(id);
      if (!entry) continue;
      let loading = this.#loading.get(id);
      if (!loading) {
        loading = entry.load().then(
          (definition) => this.#arrive(entry, definition),
          (error: unknown) => {
            this.#loading.delete(id);
            throw error;
          },
        );
        this.#loading.set(id, loading);
      }
      pending.push(loading);
    }
    return Promise.all(pending).then(() => undefined);
  }

  /** The installed types whose plugin has not loaded yet, in the manifest's order. */
  pendingIds(): string[] {
    return [...this.#lazy.keys()];
  }

  #arrive(entry: LazyElement, definition: AnyElementDefinition): void {
    if (definition.id !== entry.id) throw new PluginDefinitionError(`The package catalogued as element "${entry.id}" defines "${definition.id}"`);
    this.register(definition);
    this.#lazy.delete(entry.id);
    this.#loading.delete(entry.id);
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}
