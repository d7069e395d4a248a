import type { AnyNode } from '@tessera/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useDesignerStore } from './designer-context.tsx';
import type { DesignerStore, DesignerStoreState } from './designer-state.ts';
import { changedNodeIds, nodeIndex } from './node-index.ts';

/** What the designer's state says of one node: the node itself, whether it is selected, and its text being edited in place. */
export interface NodeState {
  node: AnyNode | undefined;
  selected: boolean;
  editing: boolean;
  /** The text edited in place, for an element with several; null while not editing. */
  editingText: string | null;
}

type Listener = () => void;

/** The ids an update could change the NodeState of. */
function touchedIds(state: DesignerStoreState, previous: DesignerStoreState): Set<string> {
  const touched = state.document === previous.document ? new Set<string>() : changedNodeIds(previous.document, state.document);
  if (state.selectedIds !== previous.selectedIds) {
    const before = new Set(previous.selectedIds);
    const after = new Set(state.selectedIds);
    for (const id of before) if (!after.has(id)) touched.add(id);
    for (const id of after) if (!before.has(id)) touched.add(id);
  }
  if (state.editingId !== previous.editingId || state.editingText !== previous.editingText) {
    if (previous.editingId) touched.add(previous.editingId);
    if (state.editingId) touched.add(state.editingId);
  }
  return touched;
}

/**
 * Listeners by node id over one designer store. The store tells each of its subscribers of
 * every update, and each then runs its selector: on a page of thousands of nodes a keystroke
 * ran thousands of selectors. Here one subscriber works out which nodes the update touched
 * and tells only their listeners: a keystroke reaches the few nodes on the edited element's path.
 */
class NodeChannels {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly store: DesignerStore) {}

  subscribe(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    this.unsubscribe ??= this.store.subscribe((state, previous) => {
      for (const touched of touchedIds(state, previous)) this.listeners.get(touched)?.forEach((notify) => notify());
    });
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
      if (this.listeners.size === 0) {
        this.unsubscribe?.();
        this.unsubscribe = null;
      }
    };
  }
}

const channelsByStore = new WeakMap<DesignerStore, NodeChannels>();

function channelsOf(store: DesignerStore): NodeChannels {
  let channels = channelsByStore.get(store);
  if (!channels) channelsByStore.set(store, (channels = new NodeChannels(store)));
  return channels;
}

function nodeState(state: DesignerStoreState, id: string): NodeState {
  const editing = state.editingId === id;
  return { node: nodeIndex(state.document).get(id), selected: state.selectedIds.includes(id), editing, editingText: editing ? state.editingText : null };
}

/**
 * Subscribes to what `pick` reads of one node's state; the component re-renders only when that
 * changes (by `equal`, Object.is unless given). Unlike `useDesigner`, an update elsewhere on
 * the page does not even run `pick`.
 */
export function useNodeState<T>(id: string, pick: (state: NodeState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const store = useDesignerStore();
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((listener: Listener) => channelsOf(store).subscribe(id, listener), [store, id]);
  const snapshot = () => {
    const value = pick(nodeState(store.getState(), id));
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot);
}

