import { FONT_FAMILIES, FONT_SIZES, type ElementPanelProps } from '@tessera/sdk';
import { ButtonOptionFields, ColorField, ImageField, NumberField, SegmentedField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { IMAGE_POSITIONS, IMAGE_RADIUS, IMAGE_WIDTH, TEXT_ALIGNMENTS, TITLE_TAGS, type ImgFeatureProps } from './schema.ts';

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const sizeOptions = FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }));
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
      <NumberField
        label="Image corner radius"
        unit="px"
        type="integer"
        min={IMAGE_RADIUS.min}
        max={IMAGE_RADIUS.max}
        suffix="px"
        value={props.imageRadius}
        onChange={(imageRadius) => imageRadius !== '' && onChange({ imageRadius })}
      />
      <SegmentedField
        label="Text alignment"
        value={props.alignment}
        options={TEXT_ALIGNMENTS.map((alignment) => ({ value: alignment, label: capital(alignment) }))}
        onChange={(alignment) => onChange({ alignment })}
      />
      <TextField label="Title" value={props.title} onChange={(title) => onChange({ title })} />
      <SegmentedField
        label="Title heading level"
        value={props.titleTag}
        options={TITLE_TAGS.map((tag) => ({ value: tag, label: tag.toUpperCase() }))}
        onChange={(titleTag) => onChange({ titleTag })}
      />
      <ColorField label="Title colour" value={props.titleColor} onChange={(titleColor) => onChange({ titleColor })} />
      <SelectField label="Title size" value={props.titleSize} options={sizeOptions} onChange={(titleSize) => onChange({ titleSize })} />
      <SelectField
        label="Font"
        value={props.fontFamily}
        options={FONT_FAMILIES.map((family) => ({ value: family, label: family }))}
        onChange={(fontFamily) => onChange({ fontFamily })}
      />
      <ColorField label="Description colour" value={props.descriptionColor} onChange={(descriptionColor) => onChange({ descriptionColor })} />
      <SelectField label="Description size" value={props.descriptionSize} options={sizeOptions} onChange={(descriptionSize) => onChange({ descriptionSize })} />
      <ToggleField label="Show a button" value={props.showButton} onChange={(showButton) => onChange({ showButton })} />
      {props.showButton ? <ButtonOptionFields value={props.button} onChange={(button) => onChange({ button })} /> : null}
    </>
  );
}
