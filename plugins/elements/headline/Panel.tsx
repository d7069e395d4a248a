import { FONT_FAMILIES, FONT_SIZES, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, SegmentedField, SelectField, TextAreaField } from '@tessera/sdk/editor';
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
      <SegmentedField
        label="Alignment"
        value={props.alignment}
        options={HEADLINE_ALIGNMENTS.map((alignment) => ({ value: alignment, label: alignment[0]!.toUpperCase() + alignment.slice(1) }))}
        onChange={(alignment) => onChange({ alignment })}
      />
      <ColorField label="Colour" value={props.color} onChange={(color) => onChange({ color })} />
      <SelectField
        label="Font family"
        value={props.fontFamily}
        options={FONT_FAMILIES.map((family) => ({ value: family, label: family }))}
        onChange={(fontFamily) => onChange({ fontFamily })}
      />
      <SelectField
        label="Font size"
        value={props.fontSize}
        options={FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }))}
        onChange={(fontSize) => onChange({ fontSize })}
      />
    </>
  );
}
