import type { BrandKit } from '@tessera/core';
import { useState } from 'react';
import { BrandKitForm } from '../../brand-kit/BrandKitForm.tsx';
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
  { value: 'brand', label: 'Brand' },
] as const;

type SidebarTab = (typeof TABS)[number]['value'];

/**
 * The left pane: elements to drag onto the page, the page's layers, its popups, its settings,
 * blocks (of the website's agency; without one, the admins'), or the website's brand kit (only
 * with a website), shown on the canvas as it is edited (`onBrandDraft`).
 */
export function DesignerSidebar({ landingId, onBrandDraft }: { landingId: number | null; onBrandDraft?: (kit: BrandKit | null) => void }) {
  const [tab, setTab] = useState<SidebarTab>('elements');
  const tabs = landingId === null ? TABS.filter((entry) => entry.value !== 'brand') : TABS;
  return (
    <aside className="designer-sidebar" aria-label="Elements and layers">
      <div className="designer-sidebar__tabs" role="tablist" aria-label="Left pane">
        {tabs.map(({ value, label }) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} className={tab === value ? 'is-active' : undefined} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'elements' ? (
        <Palette landingId={landingId} />
      ) : tab === 'layers' ? (
        <LayersPanel />
      ) : tab === 'popups' ? (
        <PopupsPanel />
      ) : tab === 'blocks' ? (
        <BlocksPanel landingId={landingId} />
      ) : tab === 'brand' && landingId !== null ? (
        <div className="designer-sidebar__brand">
          <BrandKitForm landingId={landingId} onDraft={onBrandDraft} />
        </div>
      ) : (
        <PageSettingsPanel />
      )}
    </aside>
  );
}
