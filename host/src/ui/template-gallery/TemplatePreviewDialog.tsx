import { useState } from 'react';
import { Modal } from '../Modal.tsx';
import { PreviewThumbnail } from '../PreviewThumbnail.tsx';
import type { GalleryTemplate } from './TemplateGallery.tsx';

const DEVICES = [
  { id: 'desktop', label: 'Desktop', pageWidth: 1280 },
  { id: 'phone', label: 'Phone', pageWidth: 390 },
] as const;
type Device = (typeof DEVICES)[number]['id'];

interface TemplatePreviewDialogProps {
  template: GalleryTemplate;
  /** The words of the choosing button: "Use this template". */
  useLabel: string;
  onUse(): void;
  onClose(): void;
}

/** A template drawn large, as a desktop or a phone shows it, before it is chosen. */
export function TemplatePreviewDialog({ template, useLabel, onUse, onClose }: TemplatePreviewDialogProps) {
  const [device, setDevice] = useState<Device>('desktop');
  const { pageWidth } = DEVICES.find((each) => each.id === device)!;
  return (
    <Modal
      title={`Preview of ${template.name}`}
      size="wide"
      onClose={onClose}
      footer={
        <>
          <a className="btn template-preview__tab" href={template.previewTo} target="_blank" rel="noopener">
            Open in a new tab
          </a>
          <button type="button" className="btn" onClick={onClose}>
            Back
          </button>
          <button type="button" className="btn btn--primary" onClick={onUse}>
            {useLabel}
          </button>
        </>
      }
    >
      <div className="template-preview">
        <div className="template-preview__devices" role="group" aria-label="Preview size">
          {DEVICES.map((each) => (
            <button key={each.id} type="button" className="btn btn--small" aria-pressed={device === each.id} onClick={() => setDevice(each.id)}>
              {each.label}
            </button>
          ))}
        </div>
        {template.detail ? <p className="template-preview__detail">{template.detail}</p> : null}
        <div className={`template-preview__frame template-preview__frame--${device}`}>
          <PreviewThumbnail key={device} tokenPath={template.tokenPath} title={`${template.name}, large preview`} pageWidth={pageWidth} />
        </div>
      </div>
    </Modal>
  );
}
