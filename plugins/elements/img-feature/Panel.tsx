import type { ElementPanelProps } from '@tessera/sdk';
import {
  AlignmentField,
  ButtonOptionFields,
  ColorField,
  FontFamilyField,
  FontSizeField,
  ImageField,
  NumberField,
  PixelField,
  SegmentedField,
  TextField,
  ToggleField,
} from '@tessera/sdk/editor';
import { IMAGE_POSITIONS, IMAGE_RADIUS, IMAGE_WIDTH, TEXT_ALIGNMENTS, TITLE_TAGS, type ImgFeatureProps } from './schema.ts';

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
      <TextField label="Title" value={props.title} onChange={(title) => onChange({ title })} />
      <SegmentedField
        label="Title heading level"
        value={props.titleTag}
        options={TITLE_TAGS.map((tag) => ({ value: tag, label: tag.toUpperCase() }))}
        onChange={(titleTag) => onChange({ titleTag })}
      />
      <ColorField label="Title colour" value={props.titleColor} onChange={(titleColor) => onChange({ titleColor })} />
      <FontSizeField label="Title size" value={props.titleSize} onChange={(titleSize) => onChange({ titleSize })} />
      <FontFamilyField label="Font" value={props.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <ColorField label="Description colour" value={props.descriptionColor} onChange={(descriptionColor) => onChange({ descriptionColor })} />
      <FontSizeField label="Description size" value={props.descriptionSize} onChange={(descriptionSize) => onChange({ descriptionSize })} />
      <ToggleField label="Show a button" value={props.showButton} onChange={(showButton) => onChange({ showButton })} />
      {props.showButton ? <ButtonOptionFields value={props.button} onChange={(button) => onChange({ button })} /> : null}
    </>
  );
}
