import { LAYOUT_CSS } from '@tessera/core';
import { useShallow } from 'zustand/react/shallow';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { CanvasSection } from './CanvasSection.tsx';
import { NewSectionDropzone } from './NewSectionDropzone.tsx';

/** The page as it will look, built from the same layout classes and stylesheet as the published site. */
export function Canvas() {
  const store = useDesignerStore();
  const sectionIds = useDesigner(useShallow((s) => s.document.sections.map((section) => section.id)));
  return (
    <div className="designer-canvas" data-testid="canvas" onClick={() => store.getState().select(null)}>
      <style>{LAYOUT_CSS}</style>
      <div className="designer-canvas__page ts-page">
        {sectionIds.map((id, index) => (
          <CanvasSection key={id} id={id} index={index} count={sectionIds.length} />
        ))}
        <NewSectionDropzone pageIsEmpty={sectionIds.length === 0} />
      </div>
    </div>
  );
}
