import type { BrandKit } from '@tessera/core';
import { CanvasBrandKit } from './canvas/CanvasBrandKit.tsx';
import { SiteCanvas } from './canvas/SiteCanvas.tsx';
import { stableJson } from '@tessera/core';
import { useCallback, useState } from 'react';
import { DesignerDnd } from './DesignerDnd.tsx';
import { DesignerStoreProvider, useDesignerStore } from './designer-context.tsx';
import { SharedSectionsContext } from './structure/shared-sections-context.ts';
import { createDesignerStore } from './designer-store.ts';
import type { DesignerSource } from './document-source.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { usePanelPreloading } from './inspector/use-panel-preloading.ts';
import { browserNodeId } from './node-id-factory.ts';
import { ElementRegistryProvider, type ElementRegistry } from './plugins-context.tsx';
import { useAddedElementsLoading, usePageElements } from './use-element-loading.ts';
import { DesignerOpenError } from './DesignerOpenError.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { clearDrafts, readDraft, type LocalDraft } from './save/local-drafts.ts';
import { useDocumentSaving } from './save/use-document-saving.ts';
import { DesignerSidebar } from './sidebar/DesignerSidebar.tsx';
import { DesignerTopBar } from './toolbar/DesignerTopBar.tsx';
import { DraftOffer } from './toolbar/DraftOffer.tsx';
import { ShortcutsHelpOnDemand } from './toolbar/ShortcutsHelpOnDemand.tsx';
import { StatusBanner } from './toolbar/StatusBanner.tsx';
import { useSitePublishing } from './toolbar/use-site-publishing.tsx';
import { useDesignerClipboard } from './use-designer-clipboard.ts';
import { DesignerEditorServices } from './DesignerEditorServices.tsx';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useZoomShortcuts } from './zoom/use-zoom-shortcuts.ts';
import { browserStorage, createZoomStore, ZoomStoreContext } from './zoom/zoom-store.ts';
import { CanvasImageUploads } from './canvas/canvas-image-uploads.ts';
import { useImagePickerOnDemand } from './media/use-image-picker-on-demand.tsx';
import { createSiteDataDemand, SiteDataDemandContext } from './site-data/site-data-demand.ts';
import '../styles/designer.css';
import '../styles/palette.css';
import '../styles/layers.css';
import '../styles/canvas.css';
import '../styles/canvas-page.css';
import '../styles/canvas-dropzone.css';
import '../styles/inspector.css';
import '../styles/fields.css';
import '../styles/designer-structure.css';
import '../styles/canvas-zoom.css';

interface DesignerWorkspaceProps {
  /** What is edited and where it is saved: a page's design, its sandbox… (document-source.ts). */
  source: DesignerSource;
  registry: ElementRegistry;
}

/** Unsaved edits this browser kept for the document, if they differ from what the server has. */
function pendingDraft({ drafts, initial }: DesignerSource): LocalDraft | null {
  const draft = readDraft(drafts.landingId, drafts.pageId, drafts.space);
  if (!draft) return null;
  if (stableJson(draft.document) === stableJson(initial.design)) {
    clearDrafts(drafts.landingId, drafts.pageId, drafts.space);
    return null;
  }
  return draft;
}

/** The designer of one document; the store lives as long as this component. */
export function DesignerWorkspace({ source, registry }: DesignerWorkspaceProps) {
  const [store] = useState(() => createDesignerStore({ document: source.initial.design, version: source.initial.version, newId: browserNodeId }));
  const [draft] = useState(() => pendingDraft(source));
  const [zoom] = useState(() => createZoomStore(browserStorage()));
  const [siteData] = useState(createSiteDataDemand);
  const elements = usePageElements(registry, [source.initial.design, draft?.document]);
  if (elements.error) {
    return (
      <DesignerOpenError
        title="This page could not be opened"
        message="The code of its elements could not be loaded. Check your connection and try again."
        onRetry={elements.retry}
        back={source.back}
      />
    );
  }
  if (!elements.ready) return <Spinner fullPage label="Opening the designer…" />;
  return (
    <ElementRegistryProvider registry={registry}>
      <DesignerStoreProvider store={store}>
        <ZoomStoreContext.Provider value={zoom}>
          <SharedSectionsContext.Provider value={source.sitePage !== undefined}>
            <SiteDataDemandContext.Provider value={siteData}>
              <DesignerScreen source={source} draft={draft} />
            </SiteDataDemandContext.Provider>
          </SharedSectionsContext.Provider>
        </ZoomStoreContext.Provider>
      </DesignerStoreProvider>
    </ElementRegistryProvider>
  );
}

function DesignerScreen({ source, draft }: { source: DesignerSource; draft: LocalDraft | null }) {
  const store = useDesignerStore();
  const { landingId, drafts } = source;
  const { controller, status } = useDocumentSaving(source);
  const picker = useImagePickerOnDemand(landingId, () => store.getState().selectedId);
  const clipboard = useDesignerClipboard();
  const [helpOpen, setHelpOpen] = useState(false);
  const [offer, setOffer] = useState(draft);
  const [brandDraft, setBrandDraft] = useState<BrandKit | null>(null);
  const save = useCallback(() => controller.save(), [controller]);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  useDesignerShortcuts(save, { clipboard, showHelp });
  useZoomShortcuts();
  usePanelPreloading();
  useAddedElementsLoading();
  const working = status.kind === 'saving' || status.kind === 'publishing';
  const publishing = useSitePublishing(source.sitePage, controller);
  return (
    <DesignerEditorServices landingId={landingId} picker={picker.services}>
      <CanvasImageUploads.Provider value={picker.services.uploadImages}>
        <div className="designer-layout">
          <UnsavedChangesGuard controller={controller} />
          <DesignerTopBar
            back={source.back}
            title={source.title}
            badge={source.badge}
            siteUrl={source.siteUrl}
            status={status}
            working={working}
            onSave={() => void controller.save()}
            onPublish={source.backend.publish ? publishing.onPublish : undefined}
            onPublishSite={source.backend.publish ? publishing.onPublishSite : undefined}
            onShowAccessibility={source.backend.publish ? publishing.onShowAccessibility : undefined}
            brandKit={publishing.brandKit}
            onShowShortcuts={showHelp}
            actions={source.actions?.(controller)}
          />
          {offer ? (
            <DraftOffer
              draft={offer}
              currentVersion={source.initial.version}
              onRestore={() => {
                store.getState().restore(offer.document, offer.version);
                setOffer(null);
              }}
              onDiscard={() => {
                clearDrafts(drafts.landingId, drafts.pageId, drafts.space);
                setOffer(null);
              }}
            />
          ) : null}
          <StatusBanner status={status} onReload={() => void controller.reload()} onKeepMine={() => void controller.keepMine()} onDismiss={controller.dismiss} />
          <div className="designer-layout__body">
            <DesignerDnd>
              <DesignerSidebar landingId={landingId} onBrandDraft={setBrandDraft} />
              <CanvasBrandKit landingId={landingId} draft={brandDraft} />
              <SiteCanvas landingId={landingId} />
            </DesignerDnd>
            <Inspector />
          </div>
          <ShortcutsHelpOnDemand open={helpOpen} onClose={() => setHelpOpen(false)} />
          {picker.host}
          {publishing.dialog}
        </div>
      </CanvasImageUploads.Provider>
    </DesignerEditorServices>
  );
}
