import { AlignmentField, PixelField } from '../editor/common-fields.tsx';
import { ColorField, SelectField, TextAreaField, TextField } from '../editor/fields.tsx';
import { ToggleField } from '../editor/ToggleField.tsx';
import { COUNTDOWN_ALIGNMENTS, type CountdownDisplay, type CountdownExpiry } from './countdown-options.ts';

export type CountdownDisplayFieldsValue = CountdownDisplay & CountdownExpiry;

export interface CountdownDisplayFieldsProps {
  value: CountdownDisplayFieldsValue;
  /** Receives the changed field alone, so a panel can pass its own `onChange` straight through. */
  onChange: (patch: Partial<CountdownDisplayFieldsValue>) => void;
}

const EXPIRY_OPTIONS = [
  { value: 'hide', label: 'Hide the element' },
  { value: 'message', label: 'Show a message' },
  { value: 'redirect', label: 'Go to another address' },
] as const;

const LABELS = [
  ['labelDays', 'Days label'],
  ['labelHours', 'Hours label'],
  ['labelMinutes', 'Minutes label'],
  ['labelSeconds', 'Seconds label'],
] as const;

/**
 * The inspector fields of `countdownDisplaySchema` and `countdownExpirySchema`: the look of the
 * boxes and what happens when time is up, the same in every timer element.
 */
export function CountdownDisplayFields({ value, onChange }: CountdownDisplayFieldsProps) {
  return (
    <>
      <ToggleField label="Show days" value={value.showDays} onChange={(showDays) => onChange({ showDays })} hint="Hidden days are counted in the hours." />
      <ToggleField label="Show hours" value={value.showHours} onChange={(showHours) => onChange({ showHours })} />
      <ToggleField label="Show labels under the numbers" value={value.showLabels} onChange={(showLabels) => onChange({ showLabels })} />
      {value.showLabels
        ? LABELS.map(([key, label]) => <TextField key={key} label={label} value={value[key]} onChange={(text) => onChange({ [key]: text })} />)
        : null}
      <PixelField label="Number size" min={16} max={120} value={value.numberSize} onChange={(numberSize) => onChange({ numberSize })} />
      <ColorField label="Number colour" hint="Empty: the brand kit’s colour" value={value.numberColor} onChange={(numberColor) => onChange({ numberColor })} />
      <ColorField label="Label colour" value={value.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
      <ColorField label="Box colour" hint="Empty: the brand kit’s colour" value={value.boxColor} onChange={(boxColor) => onChange({ boxColor })} />
      <PixelField label="Box corner radius" min={0} max={100} value={value.boxRadius} onChange={(boxRadius) => onChange({ boxRadius })} />
      <PixelField label="Space between boxes" min={0} max={100} value={value.gap} onChange={(gap) => onChange({ gap })} />
      <AlignmentField value={value.alignment} options={COUNTDOWN_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <SelectField label="When time is up" value={value.expiryAction} options={EXPIRY_OPTIONS} onChange={(expiryAction) => onChange({ expiryAction })} />
      {value.expiryAction === 'redirect' ? (
        <TextField
          label="Address to go to when time is up"
          value={value.redirectUrl}
          placeholder="https://… or /page"
          onChange={(redirectUrl) => onChange({ redirectUrl })}
        />
      ) : null}
      {value.expiryAction !== 'hide' ? (
        <>
          <TextAreaField
            label={value.expiryAction === 'redirect' ? 'Link text shown while leaving' : 'Message when time is up'}
            value={value.expiredMessage}
            onChange={(expiredMessage) => onChange({ expiredMessage })}
          />
          <ColorField label="Message colour" hint="Empty: the brand kit’s colour" value={value.messageColor} onChange={(messageColor) => onChange({ messageColor })} />
        </>
      ) : null}
    </>
  );
}
