import type { ComponentProps } from 'react';
import { codeOnDemand } from '../ui/code-on-demand.ts';
import type { PublishSiteDialog } from './PublishSiteDialog.tsx';

/** The publish dialog loads on the first Publish that needs it, or while the designer is idle: the designer's first load does not carry it. */
const dialog = codeOnDemand<ComponentProps<typeof PublishSiteDialog>>(() => import('./PublishSiteDialog.tsx').then((module) => ({ default: module.PublishSiteDialog })));

/** Starts loading the dialog now, so a first Publish site opens it at once. */
export const preloadPublishSiteDialog = dialog.preload;

/** The dialog to mount while it is open (see `CodeOnDemand.component`). */
export const publishSiteDialog = dialog.component;
