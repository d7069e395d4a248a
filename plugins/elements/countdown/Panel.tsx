import { TIMEZONES, type ElementPanelProps } from '@tessera/sdk';
import { CountdownDisplayFields, SelectField, TextField } from '@tessera/sdk/editor';
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
      <CountdownDisplayFields value={props} onChange={onChange} />
    </>
  );
}
