import { canUseElement, NO_PREMIUM, type PremiumGrants } from '@tessera/core';
import { useId, useMemo, useState } from 'react';
import { useEditorData } from '../editor-data-api.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { PaletteItem } from './PaletteItem.tsx';
import { filterPalette, PALETTE_TABS, TAB_LABELS, type PaletteTab } from './palette-filter.ts';

/** The premium elements the document's agency holds (every one for an admin), from GET /editor-data. */
function usePremiumGrants(landingId: number | null): PremiumGrants {
  const data = useEditorData(landingId).data;
  return useMemo(() => (data ? { all: data.all_premium_elements, elements: new Set(data.premium_elements), apps: new Set(data.premium_apps), features: new Set() } : NO_PREMIUM), [data]);
}

export function Palette({ landingId }: { landingId: number | null }) {
  const registry = useElementRegistry();
  const grants = usePremiumGrants(landingId);
  const [tab, setTab] = useState<PaletteTab>('all');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const definitions = registry.summaries();
  const shown = useMemo(() => filterPalette(definitions, tab, search), [definitions, tab, search]);

  return (
    <div className="designer-palette">
      <div className="designer-palette__search">
        <label htmlFor={searchId} className="visually-hidden">
          Search elements
        </label>
        <input id={searchId} className="input" type="search" placeholder="Search elements" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="designer-palette__tabs" role="tablist" aria-label="Element categories">
        {PALETTE_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={tab === value ? 'palette-tab is-active' : 'palette-tab'}
            onClick={() => setTab(value)}
          >
            {TAB_LABELS[value]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[tab]} className="designer-palette__list">
        {shown.length === 0 ? (
          <p className="designer-palette__empty">No elements match.</p>
        ) : (
          <ul>
            {shown.map((definition) => (
              <PaletteItem key={definition.id} definition={definition} locked={!canUseElement(definition, grants)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
