import { isIconName, type ElementPanelProps } from '@tessera/sdk';
import { AlignmentField, ColorField, IconField, PixelField, TextField, ToggleField } from '@tessera/sdk/editor';
import { ICON_ALIGNMENTS, ICON_SIZE, type IconProps } from './schema.ts';

export default function IconPanel({ props, onChange }: ElementPanelProps<IconProps>) {
  return (
    <>
      <IconField label="Icon" value={props.icon} allowNone={false} onChange={(icon) => isIconName(icon) && onChange({ icon })} />
      <PixelField label="Icon size" {...ICON_SIZE} value={props.size} onChange={(size) => onChange({ size })} />
      <ColorField label="Icon colour" hint="Empty: the brand kit’s colour" value={props.color} onChange={(color) => onChange({ color })} />
      <AlignmentField value={props.alignment} options={ICON_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <TextField label="Link" value={props.link} onChange={(link) => onChange({ link })} placeholder="https://… or /page" hint="Leave empty for an icon that links nowhere." />
      <ToggleField label="Open the link in a new window" value={props.openInNewWindow} onChange={(openInNewWindow) => onChange({ openInNewWindow })} />
      <TextField
        label="Label for screen readers"
        value={props.label}
        onChange={(label) => onChange({ label })}
        hint="What the icon means or where its link goes. Leave empty if the icon is only decoration."
      />
    </>
  );
}
