import type { AnyNode, ColumnNode, NodeKind, PopupNode, RowNode, SectionNode } from '@tessera/core';
import { memo } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { isMultiSelectClick } from '../canvas/use-node-chrome.ts';
import { nodeLabel } from '../node-labels.ts';
import { useNodeState } from '../node-subscriptions.ts';
import { useElementRegistry } from '../plugins-context.tsx';

const CHILD_KIND: Partial<Record<NodeKind, NodeKind>> = { section: 'row', popup: 'row', row: 'column', column: 'element' };
const NO_POPUPS: readonly PopupNode[] = [];

function childrenOf(node: AnyNode, kind: NodeKind): readonly AnyNode[] {
  if (kind === 'section' || kind === 'popup') return (node as SectionNode).rows;
  if (kind === 'row') return (node as RowNode).columns;
  if (kind === 'column') return (node as ColumnNode).elements;
  return [];
}

/**
 * The page as a tree of sections → rows → columns → elements, then its popups; choosing an
 * entry selects that node (Shift or Cmd adds it to the selection).
 */
export function LayersPanel() {
  const sections = useDesigner((s) => s.document.sections);
  const popups = useDesigner((s) => s.document.popups ?? NO_POPUPS);
  return (
    <nav className="designer-layers" aria-label="Layers" data-testid="layers">
      {sections.length === 0 ? (
        <p className="designer-layers__empty">The page is empty.</p>
      ) : (
        <ul>
          {sections.map((section, index) => (
            <LayerItem key={section.id} node={section} kind="section" index={index} />
          ))}
        </ul>
      )}
      {popups.length > 0 ? (
        <>
          <h3 className="designer-layers__group">Popups</h3>
          <ul>
            {popups.map((popup, index) => (
              <LayerItem key={popup.id} node={popup} kind="popup" index={index} />
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}

interface LayerItemProps {
  node: AnyNode;
  kind: NodeKind;
  index: number;
}

/** Memoised by node: tree operations keep untouched nodes identical, so an edit re-renders only the entries above it. */
const LayerItem = memo(function LayerItem({ node, kind, index }: LayerItemProps) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const selected = useNodeState(node.id, (s) => s.selected);
  const children = childrenOf(node, kind);
  const childKind = CHILD_KIND[kind];
  const hidden = node.style?.Visibility === '' || node.style?.show === false;
  return (
    <li className={`layer layer--${kind}`}>
      <button
        type="button"
        className={selected ? 'layer__name is-selected' : 'layer__name'}
        aria-current={selected || undefined}
        data-layer-id={node.id}
        onClick={(event) => store.getState().select(node.id, isMultiSelectClick(event) ? 'toggle' : 'replace')}
      >
        <span className="layer__kind" aria-hidden="true">
          {kind.slice(0, 1).toUpperCase()}
        </span>
        {nodeLabel(node, kind, index, registry)}
        {hidden ? <span className="layer__hidden"> (hidden)</span> : null}
      </button>
      {childKind && children.length > 0 ? (
        <ul>
          {children.map((child, childIndex) => (
            <LayerItem key={child.id} node={child} kind={childKind} index={childIndex} />
          ))}
        </ul>
      ) : null}
    </li>
  );
});
