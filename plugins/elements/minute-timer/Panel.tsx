import type { ElementPanelProps } from '@tessera/sdk';
import { CountdownDisplayFields, NumberField } from '@tessera/sdk/editor';
import { MAX_MINUTES, type MinuteTimerProps } from './schema.ts';

export default function MinuteTimerPanel({ props, onChange }: ElementPanelProps<MinuteTimerProps>) {
  return (
    <>
      <NumberField
        label="Minutes each visitor gets"
        type="integer"
        min={0}
        max={MAX_MINUTES}
        value={props.minutes}
        hint="Counted from the visitor's first view; a reload does not restart it."
        onChange={(minutes) => {
          if (minutes !== '') onChange({ minutes });
        }}
      />
      <NumberField
        label="Plus seconds"
        type="integer"
        min={0}
        max={59}
        value={props.seconds}
        onChange={(seconds) => {
          if (seconds !== '') onChange({ seconds });
        }}
      />
      <CountdownDisplayFields value={props} onChange={onChange} />
    </>
  );
}
