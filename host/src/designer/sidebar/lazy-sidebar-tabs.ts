import type { ComponentProps } from 'react';
import type { BrandKitForm } from '../../brand-kit/BrandKitForm.tsx';
import { codeOnDemand } from '../../ui/code-on-demand.ts';
import type { BlocksPanel } from '../blocks/BlocksPanel.tsx';

/**
 * The left pane's tabs besides Elements (which shows first): each one's code loads when it is
 * first opened, or while the designer is idle, so the designer's first load does not carry them.
 */
export const layersTab = codeOnDemand<object>(() => import('../layers/LayersPanel.tsx').then((module) => ({ default: module.LayersPanel })));
export const popupsTab = codeOnDemand<object>(() => import('../popups/PopupsPanel.tsx').then((module) => ({ default: module.PopupsPanel })));
export const pageTab = codeOnDemand<object>(() => import('../page-settings/PageSettingsPanel.tsx').then((module) => ({ default: module.PageSettingsPanel })));
export const blocksTab = codeOnDemand<ComponentProps<typeof BlocksPanel>>(() => import('../blocks/BlocksPanel.tsx').then((module) => ({ default: module.BlocksPanel })));
export const brandTab = codeOnDemand<ComponentProps<typeof BrandKitForm>>(() => import('../../brand-kit/BrandKitForm.tsx').then((module) => ({ default: module.BrandKitForm })));

/** Starts loading every tab's code, so a first click on a tab shows it at once. */
export function preloadSidebarTabs(): void {
  for (const tab of [layersTab, popupsTab, pageTab, blocksTab, brandTab]) tab.preload();
}
