/**
 * @tessera/sdk/island: the client side of an interactive element on a published page.
 * An island module's default export is `defineIsland(mount)`. The page loads the module
 * only when it holds at least one such element, and calls `mount` once for each of them
 * with the element's wrapper (which carries the element id) and its props.
 */

export type IslandCleanup = () => void;
export type IslandMount<Props> = (root: HTMLElement, props: Props) => void | IslandCleanup;

export interface IslandDefinition<Props> {
  mount: IslandMount<Props>;
}

export function defineIsland<Props = Record<string, unknown>>(mount: IslandMount<Props>): IslandDefinition<Props> {
  return { mount };
}

/** The attributes the server puts on an island element's wrapper. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** Mounts `island` on every element of plugin `pluginId` in `scope` (the document by default). */
export function mountIslands<Props>(pluginId: string, island: IslandDefinition<Props>, scope: ParentNode = document): IslandCleanup[] {
  const cleanups: IslandCleanup[] = [];
  for (const root of scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${CSS.escape(pluginId)}"]`)) {
    let props = {} as Props;
    try {
      props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Props;
    } catch {
      // Props the server wrote are JSON; a broken attribute leaves the element as the server rendered it.
      continue;
    }
    const cleanup = island.mount(root, props);
    if (cleanup) cleanups.push(cleanup);
  }
  return cleanups;
}
export * from './video-facade.ts';
