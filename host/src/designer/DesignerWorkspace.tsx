import { stableJson, type Landing, type PageWithDesign } from '@tessera/core';
import { EditorServicesProvider } from '@tessera/sdk/editor';
import { useCallback, useState } from 'react';
import type { PageRef } from '../api/pages-api.ts';
import { Canvas } from './canvas/Canvas.tsx';
import { DesignerDnd } from './DesignerDnd.tsx';
import { DesignerStoreProvider, useDesignerStore } from './designer-context.tsx';
import { createDesignerStore } from './designer-store.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { browserNodeId } from './node-id-factory.ts';
import { ElementRegistryProvider, type ElementRegistry } from './plugins-context.tsx';
import { clearDrafts, readDraft, type LocalDraft } from './save/local-drafts.ts';
import { usePageSaving } from './save/use-page-saving.ts';
import { DesignerSidebar } from './sidebar/DesignerSidebar.tsx';
import { DesignerTopBar } from './toolbar/DesignerTopBar.tsx';
import { DraftOffer } from './toolbar/DraftOffer.tsx';
import { ShortcutsHelp } from './toolbar/ShortcutsHelp.tsx';
import { StatusBanner } from './toolbar/StatusBanner.tsx';
import { useDesignerClipboard } from './use-designer-clipboard.ts';
import { useDesignerEditorServices } from './use-designer-editor-services.ts';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';
import { usePageHref } from './use-page-href.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
import { ImagePickerHost } from './media/ImagePickerHost.tsx';
import { notifyError, useDesignerMedia } from './media/use-designer-media.ts';

interface DesignerWorkspaceProps {
  pageRef: PageRef;
  page: PageWithDesign;
  landing: Landing | undefined;
  registry: ElementRegistry;
}

/** Unsaved edits this browser kept for the page, if they differ from what the server has. */
function pendingDraft(pageRef: PageRef, page: PageWithDesign): LocalDraft | null {
  const draft = readDraft(pageRef.landingId, pageRef.pageId);
  if (!draft) return null;
  if (stableJson(draft.document) === stableJson(page.design)) {
    clearDrafts(pageRef.landingId, pageRef.pageId);
    return null;
  }
  return draft;
}

/** The designer of one page; the store lives as long as this component. */
export function DesignerWorkspace({ page, ...rest }: DesignerWorkspaceProps) {
  const [store] = useState(() => createDesignerStore({ document: page.design, version: page.version, newId: browserNodeId }));
  const [draft] = useState(() => pendingDraft(rest.pageRef, page));
  return (
    <ElementRegistryProvider registry={rest.registry}>
      <DesignerStoreProvider store={store}>
        <DesignerScreen pageName={page.name} version={page.version} draft={draft} {...rest} />
      </DesignerStoreProvider>
    </ElementRegistryProvider>
  );
}

interface DesignerScreenProps extends Omit<DesignerWorkspaceProps, 'page' | 'registry'> {
  pageName: string;
  version: number;
  draft: LocalDraft | null;
}

function DesignerScreen({ pageRef, pageName, landing, version, draft }: DesignerScreenProps) {
  const store = useDesignerStore();
  const { controller, status } = usePageSaving(pageRef);
  const pageHref = usePageHref(pageRef.landingId);
  const picker = useDesignerMedia(pageRef.landingId, store);
  const editorServices = useDesignerEditorServices(pageRef.landingId, picker.pickImage);
  const clipboard = useDesignerClipboard();
  const [helpOpen, setHelpOpen] = useState(false);
  const [offer, setOffer] = useState(draft);
  const save = useCallback(() => controller.save(), [controller]);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  useDesignerShortcuts(save, { clipboard, showHelp });
  useUnsavedChangesGuard(controller);
  const working = status.kind === 'saving' || status.kind === 'publishing';
  return (
    <EditorServicesProvider value={editorServices}>
      <div className="designer-layout">
        <DesignerTopBar
          backTo={`/agency/websites/${pageRef.landingId}/pages`}
          pageName={pageName}
          siteUrl={landing?.url ?? null}
          status={status}
          working={working}
          onSave={() => void controller.save()}
          onPublish={() => void controller.publish()}
          onShowShortcuts={showHelp}
        />
        {offer ? (
          <DraftOffer
            draft={offer}
            currentVersion={version}
            onRestore={() => {
              store.getState().restore(offer.document, offer.version);
              setOffer(null);
            }}
            onDiscard={() => {
              clearDrafts(pageRef.landingId, pageRef.pageId);
              setOffer(null);
            }}
          />
        ) : null}
        <StatusBanner status={status} onReload={() => void controller.reload()} onKeepMine={() => void controller.keepMine()} onDismiss={controller.dismiss} />
        <div className="designer-layout__body">
          <DesignerDnd>
            <DesignerSidebar />
            <Canvas pageHref={pageHref} />
          </DesignerDnd>
          <Inspector />
        </div>
        <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
        <ImagePickerHost picker={picker} notify={notifyError} />
      </div>
    </EditorServicesProvider>
  );
}
