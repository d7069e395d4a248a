import { DEVICES } from '@tessera/core';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { DEVICE_PREVIEWS } from '../devices.ts';

/** Desktop, tablet or mobile preview; style edits of responsive fields then go to that device. */
export function DeviceToggle() {
  const store = useDesignerStore();
  const device = useDesigner((s) => s.device);
  return (
    <div className="device-toggle" role="group" aria-label="Preview device">
      {DEVICES.map((value) => {
        const { label, width } = DEVICE_PREVIEWS[value];
        return (
          <button
            key={value}
            type="button"
            className={device === value ? 'is-active' : undefined}
            aria-pressed={device === value}
            title={width ? `${label} (${width}px)` : label}
            onClick={() => store.getState().setDevice(value)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
