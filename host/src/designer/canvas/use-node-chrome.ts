import { styleClassNames } from '@tessera/core';
import { useCallback, type MouseEvent } from 'react';
import { useDesignerStore } from '../designer-context.tsx';
import { useNodeState } from '../node-subscriptions.ts';

/** Shift, Cmd or Ctrl with a click adds a node to the selection or takes it out. */
export const isMultiSelectClick = (event: Pick<MouseEvent, 'shiftKey' | 'metaKey' | 'ctrlKey'>) => event.shiftKey || event.metaKey || event.ctrlKey;

/**
 * What every canvas wrapper shares with the published page and the designer: the classes its
 * style asks for (hover animation, time delay), whether it is selected, and a click that
 * selects it rather than anything around it. Style objects survive edits elsewhere in the
 * node, so this does not re-render the wrapper when, say, an element inside it changes.
 */
export function useNodeChrome(id: string, baseClasses: string) {
  const store = useDesignerStore();
  const style = useNodeState(id, (s) => s.node?.style);
  const selected = useNodeState(id, (s) => s.selected);
  const onClick = useCallback(
    (event: MouseEvent) => {
      event.stopPropagation();
      store.getState().select(id, isMultiSelectClick(event) ? 'toggle' : 'replace');
    },
    [store, id],
  );
  const className = [baseClasses, ...styleClassNames(style), selected ? 'is-selected' : ''].filter(Boolean).join(' ');
  return { className, selected, onClick };
}
