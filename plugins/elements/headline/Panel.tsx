import type { ElementPanelProps } from '@tessera/sdk';
import { AlignmentField, ColorField, FontFamilyField, FontSizeField, SegmentedField, TextAreaField } from '@tessera/sdk/editor';
import { HEADLINE_ALIGNMENTS, HEADLINE_TAGS, type HeadlineProps } from './schema.ts';

export default function HeadlinePanel({ props, onChange }: ElementPanelProps<HeadlineProps>) {
  return (
    <>
      <TextAreaField label="Headline text" value={props.text} onChange={(text) => onChange({ text })} />
      <SegmentedField
        label="Heading level"
        value={props.tag}
        options={HEADLINE_TAGS.map((tag) => ({ value: tag, label: tag.toUpperCase() }))}
        onChange={(tag) => onChange({ tag })}
      />
      <AlignmentField value={props.alignment} options={HEADLINE_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <ColorField label="Colour" hint="Empty: the brand kit’s colour" value={props.color} onChange={(color) => onChange({ color })} />
      <FontFamilyField brand value={props.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <FontSizeField value={props.fontSize} onChange={(fontSize) => onChange({ fontSize })} />
    </>
  );
}
