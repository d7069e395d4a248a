import { isIconName, type ElementPanelProps } from '@tessera/sdk';
import {
  AlignmentField,
  capitalizedOptions,
  ColorField,
  FeatureTextFields,
  IconField,
  OptionalButtonFields,
  PixelField,
  SegmentedField,
  TextField,
  ToggleField,
} from '@tessera/sdk/editor';
import { BADGE_SKINS, badgeSkin, FEATURE_LAYOUTS, ICON_SHAPES, ICON_SIZE, TEXT_ALIGNMENTS, type IconFeatureProps } from './schema.ts';

export default function IconFeaturePanel({ props, onChange }: ElementPanelProps<IconFeatureProps>) {
  return (
    <>
      <IconField label="Icon" value={props.icon} allowNone={false} onChange={(icon) => isIconName(icon) && onChange({ icon })} />
      <PixelField label="Icon size" {...ICON_SIZE} value={props.iconSize} onChange={(iconSize) => onChange({ iconSize })} />
      <ColorField label="Icon colour" value={props.iconColor} onChange={(iconColor) => onChange({ iconColor })} />
      <SegmentedField
        label="Shape behind the icon"
        value={props.iconShape}
        options={capitalizedOptions(ICON_SHAPES)}
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
        <AlignmentField value={props.alignment} options={TEXT_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      ) : null}
      <FeatureTextFields value={props} onChange={onChange} />
      <ToggleField label="Show a number badge" value={props.badge.ShowNumber} onChange={(ShowNumber) => onChange({ badge: { ...props.badge, ShowNumber } })} />
      {props.badge.ShowNumber ? (
        <>
          <TextField label="Badge number" value={props.badge.Text} onChange={(Text) => onChange({ badge: { ...props.badge, Text } })} />
          <SegmentedField
            label="Badge shape"
            value={badgeSkin(props.badge.SkinCode)}
            options={capitalizedOptions(BADGE_SKINS)}
            onChange={(SkinCode) => onChange({ badge: { ...props.badge, SkinCode } })}
          />
          <ColorField label="Badge colour" value={props.badgeColor} onChange={(badgeColor) => onChange({ badgeColor })} />
          <ColorField label="Badge number colour" value={props.badgeTextColor} onChange={(badgeTextColor) => onChange({ badgeTextColor })} />
        </>
      ) : null}
      <OptionalButtonFields value={props} onChange={onChange} />
    </>
  );
}
