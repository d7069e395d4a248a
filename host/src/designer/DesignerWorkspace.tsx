import type { Landing, PageWithDesign } from '@tessera/core';
import { EditorServicesProvider } from '@tessera/sdk/editor';
import { useState } from 'react';
import type { PageRef } from '../api/pages-api.ts';
import { Canvas } from './canvas/Canvas.tsx';
import { DesignerDnd } from './DesignerDnd.tsx';
import { DesignerStoreProvider } from './designer-context.tsx';
import { createDesignerStore } from './designer-store.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { browserNodeId } from './node-id-factory.ts';
import { ElementRegistryProvider, type ElementRegistry } from './plugins-context.tsx';
import { DesignerSidebar } from './sidebar/DesignerSidebar.tsx';
import { DesignerTopBar } from './toolbar/DesignerTopBar.tsx';
import { StatusBanner } from './toolbar/StatusBanner.tsx';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';
import { useDesignerEditorServices } from './use-designer-editor-services.ts';
import { usePageHref } from './use-page-href.ts';
import { useSavePublish } from './use-save-publish.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
import { ImagePickerHost } from './media/ImagePickerHost.tsx';
import { notifyError, useDesignerMedia } from './media/use-designer-media.ts';

interface DesignerWorkspaceProps {
  pageRef: PageRef;
  page: PageWithDesign;
  landing: Landing | undefined;
  registry: ElementRegistry;
}

/** The designer of one page; the store lives as long as this component. */
export function DesignerWorkspace({ page, ...rest }: DesignerWorkspaceProps) {
  const [store] = useState(() => createDesignerStore({ document: page.design, version: page.version, newId: browserNodeId }));
  const picker = useDesignerMedia(rest.pageRef.landingId, store);
  const editorServices = useDesignerEditorServices(rest.pageRef.landingId, picker.pickImage);
  return (
    <ElementRegistryProvider registry={rest.registry}>
      <EditorServicesProvider value={editorServices}>
        <DesignerStoreProvider store={store}>
          <DesignerScreen pageName={page.name} {...rest} />
          <ImagePickerHost picker={picker} notify={notifyError} />
        </DesignerStoreProvider>
      </EditorServicesProvider>
    </ElementRegistryProvider>
  );
}

function DesignerScreen({ pageRef, pageName, landing }: Omit<DesignerWorkspaceProps, 'page' | 'registry'> & { pageName: string }) {
  const { status, working, save, publish, reload, dismiss } = useSavePublish(pageRef);
  const pageHref = usePageHref(pageRef.landingId);
  useDesignerShortcuts(save);
  useUnsavedChangesGuard();
  return (
    <div className="designer-layout">
      <DesignerTopBar
        backTo={`/agency/websites/${pageRef.landingId}/pages`}
        pageName={pageName}
        siteUrl={landing?.url ?? null}
        status={status}
        working={working}
        onSave={() => void save()}
        onPublish={() => void publish()}
      />
      <StatusBanner status={status} onReload={() => void reload()} onDismiss={dismiss} />
      <div className="designer-layout__body">
        <DesignerDnd>
          <DesignerSidebar />
          <Canvas pageHref={pageHref} />
        </DesignerDnd>
        <Inspector />
      </div>
    </div>
  );
}
