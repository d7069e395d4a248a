import type { ElementPanelProps } from '@tessera/sdk';
import { NumberField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { BLOG_ELEMENT_MAX, type BlogElementProps } from './schema.ts';

export default function BlogPanel({ props, onChange }: ElementPanelProps<BlogElementProps>) {
  return (
    <>
      <TextField label="Heading" value={props.heading} onChange={(heading) => onChange({ heading })} />
      <SelectField
        label="Layout"
        value={props.layout}
        options={[
          { value: 'grid', label: 'Cards in a grid' },
          { value: 'masonry', label: 'Cards in columns (masonry)' },
          { value: 'list', label: 'A list, image beside text' },
          { value: 'carousel', label: 'A row of cards to scroll' },
        ]}
        onChange={(layout) => onChange({ layout })}
      />
      <NumberField
        label="Posts shown"
        type="integer"
        min={1}
        max={BLOG_ELEMENT_MAX}
        value={props.count}
        hint="The newest published posts are shown first."
        onChange={(count) => onChange({ count: count === '' ? 1 : count })}
      />
      <ToggleField label="Show each post's excerpt" value={props.showExcerpt} onChange={(showExcerpt) => onChange({ showExcerpt })} />
      <ToggleField label="Link to all posts" value={props.showAllLink} onChange={(showAllLink) => onChange({ showAllLink })} />
    </>
  );
}
