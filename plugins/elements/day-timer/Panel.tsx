import type { ElementPanelProps } from '@tessera/sdk';
import { CountdownDisplayFields, NumberField, SelectField } from '@tessera/sdk/editor';
import { DAY_TIMER_REPEATS, MAX_DAYS, type DayTimerProps } from './schema.ts';

const REPEAT_LABELS = { '': 'Do not repeat', day: 'Every day', week: 'Every week', month: 'Every month', year: 'Every year' } as const;

export default function DayTimerPanel({ props, onChange }: ElementPanelProps<DayTimerProps>) {
  return (
    <>
      <NumberField
        label="Days each visitor gets"
        type="integer"
        min={0}
        max={MAX_DAYS}
        required
        value={props.days}
        hint="Counted from the visitor's first view; a reload does not restart it."
        onChange={(days) => {
          if (days !== '') onChange({ days });
        }}
      />
      <NumberField
        label="Plus hours"
        type="integer"
        min={0}
        max={23}
        required
        value={props.hours}
        onChange={(hours) => {
          if (hours !== '') onChange({ hours });
        }}
      />
      <SelectField
        label="Start again"
        value={props.repeat}
        options={DAY_TIMER_REPEATS.map((repeat) => ({ value: repeat, label: REPEAT_LABELS[repeat] }))}
        hint="Gives the visitor a fresh timer every interval after their first view."
        onChange={(repeat) => onChange({ repeat })}
      />
      <CountdownDisplayFields value={props} onChange={onChange} />
    </>
  );
}
