import type { CardDesignPanelProps } from '@tessera/sdk';
import { SegmentedField } from '@tessera/sdk/editor';
import type { ModernOptions } from './schema.ts';

/** Modern's photo shape, as the two shapes rather than a "Round photo" box. */
export default function ModernPanel({ options, onChange }: CardDesignPanelProps<ModernOptions>) {
  return (
    <SegmentedField
      label="Photo"
      value={options.roundPhoto ? 'circle' : 'square'}
      options={[
        { value: 'circle', label: 'Circle over the cover' },
        { value: 'square', label: 'Rounded square' },
      ]}
      onChange={(shape) => onChange({ ...options, roundPhoto: shape === 'circle' })}
    />
  );
}
