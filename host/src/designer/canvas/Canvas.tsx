import { SiteContextProvider, type SiteContextValue } from '@tessera/sdk';
import { useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import type { CanvasSite } from '../use-canvas-site.ts';
import { AddSectionMenu } from '../structure/AddSectionMenu.tsx';
import { CanvasPopup } from './CanvasPopup.tsx';
import { CanvasSection } from './CanvasSection.tsx';
import { CanvasStyles } from './CanvasStyles.tsx';
import { NewSectionDropzone } from './NewSectionDropzone.tsx';
import { previewFrame } from './preview-frame.ts';
import { useContentWidth } from './use-content-width.ts';

const NO_SITE: CanvasSite = { pageHref: () => undefined };

interface CanvasProps {
  /** Where a page of this website is published, for elements that link to one, and its forms and menus. */
  site?: CanvasSite;
}

/**
 * The page as it will look: the published page's markup (`.ts-page`, ids, style classes) and
 * stylesheet, at the width of the device being previewed; or the popup being edited.
 */
export function Canvas({ site: canvasSite = NO_SITE }: CanvasProps) {
  const store = useDesignerStore();
  const sectionIds = useDesigner(useShallow((s) => s.document.sections.map((section) => section.id)));
  const openPopupId = useDesigner((s) => s.openPopupId);
  const device = useDesigner((s) => s.device);
  const site = useMemo<SiteContextValue>(() => ({ ...canvasSite, mode: 'canvas', basePath: '' }), [canvasSite]);
  const pane = useRef<HTMLElement>(null);
  const frame = previewFrame(device, useContentWidth(pane));
  return (
    // The page being designed is the screen's main content; the panes beside it are its complementary asides.
    <main ref={pane} className="designer-canvas" aria-label="Page" data-testid="canvas" data-device={device} onClick={() => store.getState().select(null)}>
      <CanvasStyles />
      <SiteContextProvider value={site}>
        <div className="designer-canvas__page ts-page" style={frame}>
          {openPopupId ? (
            <CanvasPopup id={openPopupId} />
          ) : (
            <>
              {sectionIds.map((id, index) => (
                <CanvasSection key={id} id={id} index={index} count={sectionIds.length} />
              ))}
              <NewSectionDropzone pageIsEmpty={sectionIds.length === 0} />
              <div className="canvas-add-section canvas-chrome" onClick={(event) => event.stopPropagation()}>
                <AddSectionMenu onPick={(type) => store.getState().addSection(type)} />
              </div>
            </>
          )}
        </div>
      </SiteContextProvider>
    </main>
  );
}
