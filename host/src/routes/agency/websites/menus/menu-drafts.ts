import type { Menu } from '@tessera/core';
import { toItemDrafts } from './menu-draft.ts';
import type { MenuDraft } from './MenuEditor.tsx';

export const NEW_MENU: MenuDraft = { name: '', position: 0, items: [] };

export const toMenuDraft = (menu: Menu): MenuDraft => ({ name: menu.name, position: menu.position, items: toItemDrafts(menu.items) });
