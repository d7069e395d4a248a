import type { BrandKit } from '@tessera/core';
import { Suspense, useMemo, useState } from 'react';
import { Spinner } from '../../ui/Spinner.tsx';
import { Palette } from '../palette/Palette.tsx';
import { blocksTab, brandTab, layersTab, pageTab, popupsTab } from './lazy-sidebar-tabs.ts';

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
      ) : (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <LazyTab tab={tab} landingId={landingId} onBrandDraft={onBrandDraft} />
        </Suspense>
      )}
    </aside>
  );
}

/** A tab other than Elements, whose code loads on demand (lazy-sidebar-tabs.ts). */
function LazyTab({ tab, landingId, onBrandDraft }: { tab: Exclude<SidebarTab, 'elements'>; landingId: number | null; onBrandDraft?: (kit: BrandKit | null) => void }) {
  // The same component while the tab stays open: a loaded one in place of the lazy one would mount afresh.
  const Layers = useMemo(() => layersTab.component(), []);
  const Popups = useMemo(() => popupsTab.component(), []);
  const Blocks = useMemo(() => blocksTab.component(), []);
  const Brand = useMemo(() => brandTab.component(), []);
  const Page = useMemo(() => pageTab.component(), []);
  if (tab === 'layers') return <Layers />;
  if (tab === 'popups') return <Popups />;
  if (tab === 'blocks') return <Blocks landingId={landingId} />;
  if (tab === 'brand' && landingId !== null)
    return (
      <div className="designer-sidebar__brand">
        <Brand landingId={landingId} onDraft={onBrandDraft} />
      </div>
    );
  return <Page />;
}
