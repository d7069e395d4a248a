import type { ElementPanelProps } from '@tessera/sdk';
import { AlignmentField, FeatureTextFields, ImageField, NumberField, OptionalButtonFields, PixelField, SegmentedField } from '@tessera/sdk/editor';
import { IMAGE_POSITIONS, IMAGE_RADIUS, IMAGE_WIDTH, TEXT_ALIGNMENTS, type ImgFeatureProps } from './schema.ts';

const POSITION_LABELS: Record<(typeof IMAGE_POSITIONS)[number], string> = { top: 'Above the text', left: 'Left of the text', right: 'Right of the text' };

export default function ImgFeaturePanel({ props, onChange }: ElementPanelProps<ImgFeatureProps>) {
  return (
    <>
      <ImageField label="Image" value={props.image} onChange={(image) => onChange({ image })} />
      <SegmentedField
        label="Image position"
        value={props.imagePosition}
        options={IMAGE_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))}
        onChange={(imagePosition) => onChange({ imagePosition })}
      />
      {props.imagePosition !== 'top' ? (
        <NumberField
          label="Image width beside the text"
          unit="percent"
          min={IMAGE_WIDTH.min}
          max={IMAGE_WIDTH.max}
          suffix="%"
          value={props.imageWidth}
          onChange={(imageWidth) => imageWidth !== '' && onChange({ imageWidth })}
        />
      ) : null}
      <PixelField label="Image corner radius" {...IMAGE_RADIUS} value={props.imageRadius} onChange={(imageRadius) => onChange({ imageRadius })} />
      <AlignmentField label="Text alignment" value={props.alignment} options={TEXT_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <FeatureTextFields value={props} onChange={onChange} />
      <OptionalButtonFields value={props} onChange={onChange} />
    </>
  );
}
