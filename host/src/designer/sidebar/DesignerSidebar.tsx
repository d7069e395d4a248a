import { useState } from 'react';
import { BlocksPanel } from '../blocks/BlocksPanel.tsx';
import { LayersPanel } from '../layers/LayersPanel.tsx';
import { PageSettingsPanel } from '../page-settings/PageSettingsPanel.tsx';
import { Palette } from '../palette/Palette.tsx';
import { PopupsPanel } from '../popups/PopupsPanel.tsx';

const TABS = [
  { value: 'elements', label: 'Elements' },
  { value: 'layers', label: 'Layers' },
  { value: 'popups', label: 'Popups' },
  { value: 'page', label: 'Page' },
  { value: 'blocks', label: 'Blocks' },
] as const;

type SidebarTab = (typeof TABS)[number]['value'];

/** The left pane: elements to drag onto the page, the page's layers, its popups, its settings, or blocks (of the website's agency; without one, the admins'). */
export function DesignerSidebar({ landingId }: { landingId: number | null }) {
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
      {tab === 'elements' ? <Palette /> : tab === 'layers' ? <LayersPanel /> : tab === 'popups' ? <PopupsPanel /> : tab === 'blocks' ? <BlocksPanel landingId={landingId} /> : <PageSettingsPanel />}
    </aside>
  );
}
