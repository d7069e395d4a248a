import type { CardDesignPanelProps } from '@tessera/sdk';
import { SegmentedField } from '@tessera/sdk/editor';
import type { SleekOptions } from './schema.ts';

/** Sleek's channel buttons: named pills or a row of icons. */
export default function SleekPanel({ options, onChange }: CardDesignPanelProps<SleekOptions>) {
  return (
    <SegmentedField
      label="Channel buttons"
      value={options.channelNames ? 'names' : 'icons'}
      options={[
        { value: 'names', label: 'With names' },
        { value: 'icons', label: 'Icons only' },
      ]}
      onChange={(look) => onChange({ ...options, channelNames: look === 'names' })}
    />
  );
}
