import { labelChange, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, InputThemeField, TextAreaField, TextField, ToggleField } from '@tessera/sdk/editor';
import { labelText, type CheckboxProps } from './schema.ts';

export default function CheckboxPanel({ props, onChange }: ElementPanelProps<CheckboxProps>) {
  return (
    <>
      <TextAreaField label="Label" value={props.label} onChange={(label) => onChange(labelChange(props, label, labelText))} hint="Click the label on the page to format it or add a link." />
      <TextField label="Field name" value={props.name} onChange={(name) => onChange({ name })} hint="The key the answer (true or false) is sent under." />
      <ToggleField label="Must be ticked" value={props.required} onChange={(required) => onChange({ required })} />
      <ToggleField label="Ticked at first" value={props.checked} onChange={(checked) => onChange({ checked })} />
      <InputThemeField label="Checkbox theme" value={props.theme} onChange={(theme) => onChange({ theme })} />
      <ColorField label="Label colour" hint="Empty: the brand kit’s colour" value={props.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
    </>
  );
}
