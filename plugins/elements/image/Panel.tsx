import type { ElementPanelProps } from '@tessera/sdk';
import { AlignmentField, ImageField, NumberField, PixelField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { IMAGE_ALIGNMENTS, type ImageProps } from './schema.ts';

const FIT_OPTIONS = [
  { value: 'cover', label: 'Fill the box, cropping the edges' },
  { value: 'contain', label: 'Show the whole image' },
  { value: 'fill', label: 'Stretch to the box' },
] as const;

export default function ImagePanel({ props, onChange }: ElementPanelProps<ImageProps>) {
  return (
    <>
      <ImageField label="Image" value={props.image} onChange={(image) => onChange({ image })} />
      <TextField label="Caption" value={props.caption} onChange={(caption) => onChange({ caption })} />
      <TextField label="Link when clicked" value={props.link} placeholder="https://… or /page" onChange={(link) => onChange({ link })} />
      {props.link ? (
        <ToggleField label="Open the link in a new window" value={props.openInNewWindow} onChange={(openInNewWindow) => onChange({ openInNewWindow })} />
      ) : null}
      <NumberField
        label="Width"
        unit="percent"
        min={1}
        suffix="%"
        value={props.width}
        hint="Of the column; phones always show the full width."
        onChange={(width) => {
          if (width !== '') onChange({ width });
        }}
      />
      <AlignmentField value={props.alignment} options={IMAGE_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <PixelField label="Corner radius" min={0} max={500} value={props.borderRadius} onChange={(borderRadius) => onChange({ borderRadius })} />
      <SelectField label="How the image fits its box" value={props.objectFit} options={FIT_OPTIONS} onChange={(objectFit) => onChange({ objectFit })} />
    </>
  );
}
