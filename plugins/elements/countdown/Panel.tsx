import { COUNTDOWN_ALIGNMENTS, TIMEZONES, type CountdownDisplay, type CountdownExpiry, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, NumberField, SegmentedField, SelectField, TextAreaField, TextField, ToggleField } from '@tessera/sdk/editor';
import type { CountdownProps } from './schema.ts';

export default function CountdownPanel({ props, onChange }: ElementPanelProps<CountdownProps>) {
  return (
    <>
      <TextField label="Deadline date" value={props.date} placeholder="YYYY-MM-DD" hint="Year-month-day, e.g. 2030-12-31." onChange={(date) => onChange({ date })} />
      <TextField label="Deadline time" value={props.time} placeholder="HH:MM" hint="24-hour clock, e.g. 18:30." onChange={(time) => onChange({ time })} />
      <SelectField
        label="Deadline timezone"
        value={props.timezone}
        options={TIMEZONES.map((zone) => ({ value: zone.value, label: `${zone.label} (${zone.value})` }))}
        onChange={(timezone) => onChange({ timezone })}
      />
      <CountdownFields props={props} onChange={onChange} />
    </>
  );
}

type Fields = CountdownDisplay & CountdownExpiry;

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

/** The look and the expiry settings every timer element shares. */
function CountdownFields({ props, onChange }: { props: Fields; onChange: (patch: Partial<Fields>) => void }) {
  const whole = (key: 'numberSize' | 'boxRadius' | 'gap', min: number, max: number, label: string) => (
    <NumberField
      label={label}
      suffix="px"
      type="integer"
      min={min}
      max={max}
      value={props[key]}
      onChange={(value) => {
        if (value !== '') onChange({ [key]: value });
      }}
    />
  );
  return (
    <>
      <ToggleField label="Show days" value={props.showDays} onChange={(showDays) => onChange({ showDays })} hint="Hidden days are counted in the hours." />
      <ToggleField label="Show hours" value={props.showHours} onChange={(showHours) => onChange({ showHours })} />
      <ToggleField label="Show labels under the numbers" value={props.showLabels} onChange={(showLabels) => onChange({ showLabels })} />
      {props.showLabels
        ? LABELS.map(([key, label]) => <TextField key={key} label={label} value={props[key]} onChange={(value) => onChange({ [key]: value })} />)
        : null}
      {whole('numberSize', 16, 120, 'Number size')}
      <ColorField label="Number colour" value={props.numberColor} onChange={(numberColor) => onChange({ numberColor })} />
      <ColorField label="Label colour" value={props.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
      <ColorField label="Box colour" value={props.boxColor} onChange={(boxColor) => onChange({ boxColor })} />
      {whole('boxRadius', 0, 100, 'Box corner radius')}
      {whole('gap', 0, 100, 'Space between boxes')}
      <SegmentedField
        label="Alignment"
        value={props.alignment}
        options={COUNTDOWN_ALIGNMENTS.map((alignment) => ({ value: alignment, label: alignment[0]!.toUpperCase() + alignment.slice(1) }))}
        onChange={(alignment) => onChange({ alignment })}
      />
      <SelectField label="When time is up" value={props.expiryAction} options={EXPIRY_OPTIONS} onChange={(expiryAction) => onChange({ expiryAction })} />
      {props.expiryAction === 'redirect' ? (
        <TextField
          label="Address to go to when time is up"
          value={props.redirectUrl}
          placeholder="https://… or /page"
          onChange={(redirectUrl) => onChange({ redirectUrl })}
        />
      ) : null}
      {props.expiryAction !== 'hide' ? (
        <>
          <TextAreaField
            label={props.expiryAction === 'redirect' ? 'Link text shown while leaving' : 'Message when time is up'}
            value={props.expiredMessage}
            onChange={(expiredMessage) => onChange({ expiredMessage })}
          />
          <ColorField label="Message colour" value={props.messageColor} onChange={(messageColor) => onChange({ messageColor })} />
        </>
      ) : null}
    </>
  );
}
