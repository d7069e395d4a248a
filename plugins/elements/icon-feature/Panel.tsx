import { FONT_FAMILIES, FONT_SIZES, isIconName, type ElementPanelProps } from '@tessera/sdk';
import {
  ButtonOptionFields,
  ColorField,
  IconField,
  NumberField,
  SegmentedField,
  SelectField,
  TextField,
  ToggleField,
} from '@tessera/sdk/editor';
import {
  BADGE_SKINS,
  badgeSkin,
  FEATURE_LAYOUTS,
  ICON_SHAPES,
  ICON_SIZE,
  TEXT_ALIGNMENTS,
  TITLE_TAGS,
  type IconFeatureProps,
} from './schema.ts';

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const sizeOptions = FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }));

export default function IconFeaturePanel({ props, onChange }: ElementPanelProps<IconFeatureProps>) {
  return (
    <>
      <IconField label="Icon" value={props.icon} allowNone={false} onChange={(icon) => isIconName(icon) && onChange({ icon })} />
      <NumberField
        label="Icon size"
        unit="px"
        type="integer"
        min={ICON_SIZE.min}
        max={ICON_SIZE.max}
        suffix="px"
        value={props.iconSize}
        onChange={(iconSize) => iconSize !== '' && onChange({ iconSize })}
      />
      <ColorField label="Icon colour" value={props.iconColor} onChange={(iconColor) => onChange({ iconColor })} />
      <SegmentedField
        label="Shape behind the icon"
        value={props.iconShape}
        options={ICON_SHAPES.map((shape) => ({ value: shape, label: capital(shape) }))}
        onChange={(iconShape) => onChange({ iconShape })}
      />
      {props.iconShape !== 'none' ? (
        <ColorField label="Shape colour" value={props.iconBackground} onChange={(iconBackground) => onChange({ iconBackground })} />
      ) : null}
      <SegmentedField
        label="Icon position"
        value={props.layout}
        options={FEATURE_LAYOUTS.map((layout) => ({ value: layout, label: layout === 'top' ? 'Above the text' : 'Left of the text' }))}
        onChange={(layout) => onChange({ layout })}
      />
      {props.layout === 'top' ? (
        <SegmentedField
          label="Alignment"
          value={props.alignment}
          options={TEXT_ALIGNMENTS.map((alignment) => ({ value: alignment, label: capital(alignment) }))}
          onChange={(alignment) => onChange({ alignment })}
        />
      ) : null}
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
      <ToggleField label="Show a number badge" value={props.badge.ShowNumber} onChange={(ShowNumber) => onChange({ badge: { ...props.badge, ShowNumber } })} />
      {props.badge.ShowNumber ? (
        <>
          <TextField label="Badge number" value={props.badge.Text} onChange={(Text) => onChange({ badge: { ...props.badge, Text } })} />
          <SegmentedField
            label="Badge shape"
            value={badgeSkin(props.badge.SkinCode)}
            options={BADGE_SKINS.map((skin) => ({ value: skin, label: capital(skin) }))}
            onChange={(SkinCode) => onChange({ badge: { ...props.badge, SkinCode } })}
          />
          <ColorField label="Badge colour" value={props.badgeColor} onChange={(badgeColor) => onChange({ badgeColor })} />
          <ColorField label="Badge number colour" value={props.badgeTextColor} onChange={(badgeTextColor) => onChange({ badgeTextColor })} />
        </>
      ) : null}
      <ToggleField label="Show a button" value={props.showButton} onChange={(showButton) => onChange({ showButton })} />
      {props.showButton ? <ButtonOptionFields value={props.button} onChange={(button) => onChange({ button })} /> : null}
    </>
  );
}
