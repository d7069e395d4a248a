import { MOBILE_BREAKPOINT, toggleVisibility, visibilitySwitches } from '@tessera/core';
import { NumberField, SelectField, ToggleField } from '@tessera/sdk/editor';
import { TIME_DELAY_OPTIONS } from './style-options.ts';
import { numberOrEmpty, numberOrUnset, type NodeStyleEditor } from './use-node-style.ts';

/**
 * The two switches of spec §4 (both → desktop → mobile → none) and the time delay. Visibility
 * is one value for every device, whichever device is previewed.
 */
export function VisibilityFields({ editor }: { editor: NodeStyleEditor }) {
  const visibility = editor.value('Visibility');
  const switches = visibilitySwitches(visibility);
  const toggle = (device: 'desktop' | 'mobile') => {
    const next = toggleVisibility(visibility, device);
    editor.set({ Visibility: next === 'both' ? undefined : next });
  };
  const delayType = editor.value('TimeDelayType') ?? '';
  return (
    <>
      <ToggleField label="Show on desktop" hint={`Screens wider than ${MOBILE_BREAKPOINT}px, tablets included.`} value={switches.desktop} onChange={() => toggle('desktop')} />
      <ToggleField label="Show on mobile" value={switches.mobile} onChange={() => toggle('mobile')} />
      {!switches.desktop && !switches.mobile ? <p className="style-panel__note">Hidden everywhere: the canvas shows it faded so you can still select it.</p> : null}
      <SelectField label="Time delay" value={delayType} options={TIME_DELAY_OPTIONS} onChange={(value) => editor.set({ TimeDelayType: value || undefined })} />
      {delayType ? (
        <NumberField
          label="Delay"
          type="number"
          min={0}
          max={3600}
          suffix="s"
          value={numberOrEmpty(editor.value('TimeDelay'))}
          onChange={(value) => editor.set({ TimeDelay: numberOrUnset(value) })}
        />
      ) : null}
    </>
  );
}
