import type { PageDocument } from '@tessera/core';
import { SiteContextProvider, type SiteContextValue } from '@tessera/sdk';
import { useMemo, useRef, useState } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { useSameItems } from '../same-items.ts';
import type { CanvasSite } from '../use-canvas-site.ts';
import { AddSectionMenu } from '../structure/AddSectionMenu.tsx';
import { CanvasPopup } from './CanvasPopup.tsx';
import { CanvasSection, estimatedHeight, sectionOf } from './CanvasSection.tsx';
import { CanvasStyles } from './CanvasStyles.tsx';
import { createShownSections, ShownSectionsContext } from './shown-sections.ts';
import { SiteTitleProvider } from './site-title-context.ts';
import { NewSectionDropzone } from './NewSectionDropzone.tsx';
import { fitZoom, layoutWidth } from '../zoom/zoom-math.ts';
import { CanvasFrame } from './CanvasFrame.tsx';
import { useContentWidth } from '../../ui/use-content-size.ts';

const NO_SITE: CanvasSite = { pageHref: () => undefined };

/**
 * How far down the page, in estimated height, sections are drawn in full from the first render:
 * about the first screen at the zoom that fits a desktop page into the pane. The ones below it
 * follow after the first paint, when the intersection check finds them near.
 */
const FIRST_DRAWN_HEIGHT = 1500;

/** The ids of the sections at the top of the page that fit within `height`, the first one always. */
function topSections(doc: PageDocument, height: number): ReadonlySet<string> {
  const ids = new Set<string>();
  let top = 0;
  for (const section of doc.sections) {
    if (ids.size > 0 && top >= height) break;
    ids.add(section.id);
    top += estimatedHeight(section);
  }
  return ids;
}

interface CanvasProps {
  /** Where a page of this website is published, for elements that link to one, and its forms and menus. */
  site?: CanvasSite;
}

/**
 * The page as it will look: the published page's markup (`.ts-page`, ids, style classes) and
 * stylesheet, laid out at the width of the device being previewed and drawn at the zoom the
 * user chose (or fitted to the pane); or the popup being edited.
 */
export function Canvas({ site: canvasSite = NO_SITE }: CanvasProps) {
  const store = useDesignerStore();
  const sectionIds = useDesigner(useSameItems((s) => s.document.sections.map((section) => section.id)));
  const selectedSection = useDesigner((s) => sectionOf(s.document, s.selectedId));
  const openPopupId = useDesigner((s) => s.openPopupId);
  const device = useDesigner((s) => s.device);
  // Read through, not copied: reading `form`, `menu` or `shop` asks for that part of the website's data (use-canvas-site.ts).
  const site = useMemo<SiteContextValue>(
    () => ({
      mode: 'canvas',
      basePath: '',
      pageHref: canvasSite.pageHref,
      get form() {
        return canvasSite.form;
      },
      get menu() {
        return canvasSite.menu;
      },
      get shop() {
        return canvasSite.shop;
      },
    }),
    [canvasSite],
  );
  const pane = useRef<HTMLElement>(null);
  const [shownSections] = useState(createShownSections);
  const [drawnFirst] = useState(() => topSections(store.getState().document, FIRST_DRAWN_HEIGHT));
  const available = useContentWidth(pane);
  const width = layoutWidth(device, available);
  return (
    // The page being designed is the screen's main content; the panes beside it are its complementary asides.
    <main ref={pane} className="designer-canvas" aria-label="Page" data-testid="canvas" data-device={device} onClick={() => store.getState().select(null)}>
      <ShownSectionsContext.Provider value={shownSections}>
        <CanvasStyles />
        <SiteContextProvider value={site}>
          <SiteTitleProvider value={canvasSite.siteTitle ?? null}>
            <CanvasFrame width={width} fit={fitZoom(width, available)} pane={pane}>
              {openPopupId ? (
                <CanvasPopup id={openPopupId} />
              ) : (
                <>
                  {sectionIds.map((id, index) => (
                    <CanvasSection key={id} id={id} index={index} count={sectionIds.length} holdsSelection={selectedSection === id} startsNear={drawnFirst.has(id)} />
                  ))}
                  <NewSectionDropzone pageIsEmpty={sectionIds.length === 0} />
                  <div className="canvas-add-section canvas-chrome" onClick={(event) => event.stopPropagation()}>
                    <AddSectionMenu onPick={(type) => store.getState().addSection(type)} />
                  </div>
                </>
              )}
            </CanvasFrame>
          </SiteTitleProvider>
        </SiteContextProvider>
      </ShownSectionsContext.Provider>
    </main>
  );
}
