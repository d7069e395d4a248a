import { styleClassNames } from '@tessera/core';
import { useCallback, type MouseEvent } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeIndex } from '../node-index.ts';

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
  const style = useDesigner((s) => nodeIndex(s.document).get(id)?.style);
  const selected = useDesigner((s) => s.selectedIds.includes(id));
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
