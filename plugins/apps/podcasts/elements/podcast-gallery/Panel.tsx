import type { ElementPanelProps } from '@tessera/sdk';
import { NumberField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { PODCAST_GALLERY_MAX, type PodcastGalleryProps } from './schema.ts';

export default function PodcastGalleryPanel({ props, onChange }: ElementPanelProps<PodcastGalleryProps>) {
  return (
    <>
      <TextField label="Heading" value={props.heading} onChange={(heading) => onChange({ heading })} />
      <SelectField
        label="Layout"
        value={props.layout}
        options={[
          { value: 'grid', label: 'Grid' },
          { value: 'list', label: 'List' },
        ]}
        onChange={(layout) => onChange({ layout })}
      />
      <NumberField
        label="Episodes shown"
        type="integer"
        min={1}
        max={PODCAST_GALLERY_MAX}
        value={props.count}
        hint="The newest published episodes of this website (Episodes in the side bar)."
        onChange={(count) => onChange({ count: count === '' ? 1 : count })}
      />
      <ToggleField label="Show each episode's notes" value={props.showDescription} onChange={(showDescription) => onChange({ showDescription })} />
    </>
  );
}
