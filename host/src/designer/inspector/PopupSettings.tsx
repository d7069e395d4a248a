import { POPUP_ANIMATIONS, POPUP_MAX_TRIGGER_DELAY, POPUP_MAX_WIDTH, POPUP_MIN_WIDTH, popupOptions, type PopupAnimation, type PopupNode, type PopupPosition } from '@tessera/core';
import { NumberField, SegmentedField, SelectField, ToggleField } from '@tessera/sdk/editor';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeIndex } from '../node-index.ts';
import { RowPicker } from '../structure/RowPicker.tsx';

const POSITION_OPTIONS: { value: PopupPosition; label: string }[] = [
  { value: 'top', label: 'Top' },
  { value: 'center', label: 'Centre' },
  { value: 'bottom', label: 'Bottom' },
];

const ANIMATION_NAMES: Record<PopupAnimation, string> = { none: 'None', fade: 'Fade in', zoom: 'Zoom in', 'slide-down': 'Slide down', 'slide-up': 'Slide up' };
const ANIMATION_OPTIONS = POPUP_ANIMATIONS.map((value) => ({ value, label: ANIMATION_NAMES[value] }));

/**
 * A popup's options (spec §3): where it sits, the backdrop, how it appears, and whether it
 * opens by itself after TriggerDelay seconds. A button opens it with "On click: Open popup".
 */
export function PopupSettings({ id }: { id: string }) {
  const store = useDesignerStore();
  const stored = useDesigner((s) => (nodeIndex(s.document).get(id) as PopupNode | undefined)?.options);
  const options = popupOptions(stored);
  const set = (patch: Partial<typeof options>) => store.getState().updateNodeOptions(id, patch);
  return (
    <>
      <SegmentedField label="Position" value={options.CanvasPosition} options={POSITION_OPTIONS} onChange={(CanvasPosition) => set({ CanvasPosition })} />
      <ToggleField label="Dim the page behind it" value={options.EnableBackDrop} onChange={(EnableBackDrop) => set({ EnableBackDrop })} />
      <SelectField label="Animation" value={options.Animation} options={ANIMATION_OPTIONS} onChange={(Animation) => set({ Animation })} />
      <NumberField
        label="Maximum width"
        type="integer"
        min={POPUP_MIN_WIDTH}
        max={POPUP_MAX_WIDTH}
        suffix="px"
        value={options.MaxWidth}
        onChange={(value) => set({ MaxWidth: value === '' ? undefined : value })}
      />
      <ToggleField
        label="Open by itself"
        hint="Besides buttons set to open it, the popup opens once the page has been open for the delay below."
        value={options.AutomaticTrigger}
        onChange={(AutomaticTrigger) => set({ AutomaticTrigger })}
      />
      {options.AutomaticTrigger ? (
        <NumberField
          label="Open after"
          type="number"
          min={0}
          max={POPUP_MAX_TRIGGER_DELAY}
          suffix="s"
          value={options.TriggerDelay}
          onChange={(value) => set({ TriggerDelay: value === '' ? undefined : value })}
        />
      ) : null}
      <div className="designer-inspector__row">
        <RowPicker onPick={(widths) => store.getState().addRow(id, widths)} label="Add row" />
      </div>
      <p className="designer-inspector__note">
        Popup id: <code>{id}</code>. Margins default to 100px and padding to 20px (Style › Spacing).
      </p>
    </>
  );
}
