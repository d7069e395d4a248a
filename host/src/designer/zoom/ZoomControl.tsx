import { MOD } from '../mod-key.ts';
import { MAX_ZOOM, ZOOM_PRESETS, zoomPercent } from './zoom-math.ts';
import { runZoomCommand } from './zoom-commands.ts';
import { selectZoom, useZoom, useZoomStore } from './zoom-store.ts';

/**
 * The canvas zoom in the top bar: out and in buttons around a menu that reads the zoom now and
 * offers Fit and the presets. Only this bar and the page's box re-render when it changes.
 */
export function ZoomControl() {
  const store = useZoomStore();
  const setting = useZoom((s) => s.setting);
  const zoom = useZoom(selectZoom);
  // A zoom made with the wheel is listed among the presets, so the menu can show it.
  const steps = setting === 'fit' || ZOOM_PRESETS.includes(setting) ? ZOOM_PRESETS : [...ZOOM_PRESETS, setting].sort((a, b) => a - b);
  return (
    <div className="zoom-control" role="group" aria-label="Canvas zoom">
      <button
        type="button"
        className="btn btn--ghost btn--icon"
        onClick={() => runZoomCommand(store, 'out')}
        disabled={zoom <= ZOOM_PRESETS[0]!}
        aria-label="Zoom out"
        title={`Zoom out (${MOD}+-)`}
      >
        −
      </button>
      <select
        className="zoom-control__menu"
        aria-label="Zoom"
        title={`Zoom: ${MOD}+0 for 100%, Shift+1 to fit`}
        value={String(setting)}
        onChange={(event) => store.getState().setZoom(event.target.value === 'fit' ? 'fit' : Number(event.target.value))}
        data-testid="zoom-menu"
      >
        <option value="fit">{setting === 'fit' ? `Fit (${zoomPercent(zoom)})` : 'Fit'}</option>
        {steps.map((step) => (
          <option key={step} value={String(step)}>
            {zoomPercent(step)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn--ghost btn--icon"
        onClick={() => runZoomCommand(store, 'in')}
        disabled={zoom >= MAX_ZOOM}
        aria-label="Zoom in"
        title={`Zoom in (${MOD}+=)`}
      >
        +
      </button>
    </div>
  );
}
