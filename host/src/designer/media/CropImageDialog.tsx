import { cropAspect, cropOutputSize, type ImagePurpose } from '@tessera/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Modal } from '../../ui/Modal.tsx';
import { cropAt, moveCrop, renderCrop, scaleCrop, type CropRect } from './crop.ts';

export interface CropSource {
  /** What the browser draws the crop from (a loaded image). */
  image: CanvasImageSource;
  /** An address the dialog shows it at. */
  src: string;
  width: number;
  height: number;
}

interface CropImageDialogProps {
  source: CropSource;
  purpose: ImagePurpose;
  /** 0…1 while the cropped image uploads; null otherwise. */
  progress: number | null;
  error: string | null;
  onCancel(): void;
  onCropped(image: Blob, size: { width: number; height: number }): void;
  /** Draws and encodes the crop (the browser's canvas by default). */
  render?: typeof renderCrop;
}

/** Arrow keys move the frame by this share of the image. */
const KEY_STEP = 0.02;
const doNothing = () => {};

/**
 * Crop Image (spec §2): a frame of the purpose's ratio (1 for a favicon, 16:9 otherwise) moved
 * by dragging or the arrow keys and sized with a slider; "Crop & Upload" draws it in the browser
 * at §9's size as WebP. Escape and the backdrop do not close it: only Cancel does.
 */
export function CropImageDialog({ source, purpose, progress, error, onCancel, onCropped, render = renderCrop }: CropImageDialogProps) {
  const aspect = cropAspect(purpose);
  const [crop, setCrop] = useState<CropRect>(() => cropAt(source.width, source.height, aspect));
  const [scale, setScale] = useState(1);
  const [working, setWorking] = useState(false);
  const [renderError, setRenderError] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; crop: CropRect } | null>(null);
  const uploading = progress !== null;
  const busy = working || uploading;
  const output = cropOutputSize(purpose, crop.width, crop.height);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const shown = stage.current?.getBoundingClientRect();
    if (!start || !shown?.width) return;
    const perPixel = source.width / shown.width;
    setCrop(moveCrop(start.crop, (event.clientX - start.x) * perPixel, (event.clientY - start.y) * perPixel, source.width, source.height));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(1, Math.round(Math.min(source.width, source.height) * KEY_STEP));
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move || busy) return;
    event.preventDefault();
    setCrop((current) => moveCrop(current, move[0], move[1], source.width, source.height));
  };

  const confirm = async () => {
    setWorking(true);
    setRenderError(null);
    try {
      onCropped(await render(source.image, crop, purpose), output);
    } catch (caught) {
      setRenderError(caught instanceof Error ? caught.message : 'The cropped image could not be made.');
    } finally {
      setWorking(false);
    }
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const message = error ?? renderError;
  return (
    <Modal
      title="Crop Image"
      onClose={doNothing}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            Crop &amp; Upload
          </button>
        </>
      }
    >
      <div className="crop-dialog" data-testid="crop-dialog">
        <div className="crop-dialog__stage" ref={stage} style={{ aspectRatio: `${source.width} / ${source.height}` }}>
          <img className="crop-dialog__image" src={source.src} alt="" draggable={false} />
          <div
            className="crop-dialog__frame"
            data-testid="crop-frame"
            role="slider"
            tabIndex={0}
            aria-label="Crop area: drag it, or move it with the arrow keys"
            aria-valuetext={`${Math.round(crop.width)}×${Math.round(crop.height)} at ${Math.round(crop.x)}, ${Math.round(crop.y)}`}
            style={{ left: percent(crop.x, source.width), top: percent(crop.y, source.height), width: percent(crop.width, source.width), height: percent(crop.height, source.height) }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
          />
        </div>
        <label className="crop-dialog__zoom">
          <span>Crop size</span>
          <input
            type="range"
            min={10}
            max={100}
            value={Math.round(scale * 100)}
            disabled={busy}
            onChange={(event) => {
              const next = Number(event.target.value) / 100;
              setScale(next);
              setCrop((current) => scaleCrop(current, next, source.width, source.height, aspect));
            }}
          />
        </label>
        <p className="crop-dialog__note">
          {purpose === 'favicon' ? 'Square, saved as a 256×256 WebP icon.' : `16:9, saved as a ${output.width}×${output.height} WebP image.`}
        </p>
        {uploading ? (
          <div className="media-progress" role="status">
            <progress max={1} value={progress} aria-label="Upload progress" />
            <span>Uploading {Math.round(progress * 100)}%</span>
          </div>
        ) : null}
        {message ? (
          <p className="media-alert" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
