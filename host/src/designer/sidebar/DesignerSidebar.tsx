import { useState } from 'react';
import { BlocksTab } from '../blocks/BlocksPanel.tsx';
import { LayersPanel } from '../layers/LayersPanel.tsx';
import { Palette } from '../palette/Palette.tsx';

const TABS = [
  { value: 'elements', label: 'Elements' },
  { value: 'layers', label: 'Layers' },
  { value: 'blocks', label: 'Blocks' },
] as const;

type SidebarTab = (typeof TABS)[number]['value'];

/** The left pane: elements to drag onto the page, or the page's layers. */
export function DesignerSidebar() {
  const [tab, setTab] = useState<SidebarTab>('elements');
  return (
    <aside className="designer-sidebar" aria-label="Elements and layers">
      <div className="designer-sidebar__tabs" role="tablist" aria-label="Left pane">
        {TABS.map(({ value, label }) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} className={tab === value ? 'is-active' : undefined} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'elements' ? <Palette /> : tab === 'layers' ? <LayersPanel /> : <BlocksTab />}
    </aside>
  );
}
