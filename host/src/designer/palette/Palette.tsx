import { useId, useMemo, useState } from 'react';
import { useElementRegistry } from '../plugins-context.tsx';
import { PaletteItem } from './PaletteItem.tsx';
import { filterPalette, PALETTE_TABS, TAB_LABELS, type PaletteTab } from './palette-filter.ts';

export function Palette() {
  const registry = useElementRegistry();
  const [tab, setTab] = useState<PaletteTab>('all');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const definitions = useMemo(() => registry.list(), [registry]);
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
              <PaletteItem key={definition.id} definition={definition} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
