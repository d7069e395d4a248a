import { walkElements } from '@tessera/core';
import { useEffect } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';
import { useDesignerStore } from '../designer-context.tsx';
import { useElementRegistry } from '../plugins-context.tsx';
import { useSiteDataDemand } from '../site-data/site-data-demand.ts';
import { preloadImagePickerDialog } from '../media/lazy-image-picker-dialog.ts';
import { preloadImagePicker } from '../media/use-image-picker-on-demand.tsx';
import { preloadRichTextEditor } from '../rich-text/lazy-rich-text-editor.ts';
import { editsTextInPlace } from '../rich-text/text-in-place.ts';
import { preloadPublishSiteDialog } from '../../site-publishing/lazy-publish-site-dialog.ts';
import { preloadSidebarTabs } from '../sidebar/lazy-sidebar-tabs.ts';
import { preloadShortcutsHelp } from '../toolbar/ShortcutsHelpOnDemand.tsx';
import { IDLE_PRELOADING_MARK } from './idle-preloading-mark.ts';
import { preloadPanel } from './lazy-panel.ts';
import { preloadSelectionSettings } from './lazy-selection-settings.ts';

/**
 * Loads, while the designer is idle, the inspector's settings of a selection, then the panels of
 * the element types on the page, one type per idle period in reading order (and the rich-text
 * editor first when a type edits its text on the canvas), then the plugins of the other element
 * types (for the palette, paste and blocks), the website's forms, menus and shop (for the
 * elements that show them), the image picker and its dialogs, the publish dialog,
 * the left pane's other tabs and the shortcuts list. So the first click on an element shows its
 * settings and edits its text at once, and a first click on a tab opens it, instead of waiting
 * for their code. Types added later load on their first selection.
 */
export function usePanelPreloading(): void {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const siteData = useSiteDataDemand();
  useEffect(() => {
    const keys = new Set<string>();
    for (const { element } of walkElements(store.getState().document)) keys.add(element.key);
    const definitions = [...keys].flatMap((key) => registry.get(key) ?? []);
    const pending: (() => void)[] = [
      preloadSelectionSettings,
      ...(definitions.some((definition) => editsTextInPlace(definition)) ? [preloadRichTextEditor] : []),
      ...definitions.map((definition) => () => preloadPanel(definition)),
      // One type at a time: together, their code's arrival made one long task of 130 ms.
      ...registry.pendingIds().map((id) => () => registry.load([id]).catch(() => undefined)),
      () => siteData.getState().wantAll(),
      preloadImagePicker,
      preloadImagePickerDialog,
      preloadPublishSiteDialog,
      preloadSidebarTabs,
      preloadShortcutsHelp,
    ];
    let cancel = () => {};
    const next = () => {
      const preload = pending.shift();
      if (!preload) return;
      preload();
      cancel = whenIdle(next);
    };
    cancel = whenIdle(() => {
      performance.mark(IDLE_PRELOADING_MARK);
      next();
    });
    return () => cancel();
  }, [store, registry, siteData]);
}
