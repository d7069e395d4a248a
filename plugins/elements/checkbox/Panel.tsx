import { INPUT_THEMES, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, SelectField, TextAreaField, TextField, ToggleField } from '@tessera/sdk/editor';
import { fieldKey, INPUT_THEME_LABELS } from '@tessera/sdk';
import { labelText, type CheckboxProps } from './schema.ts';

export default function CheckboxPanel({ props, onChange }: ElementPanelProps<CheckboxProps>) {
  // The name follows the label until the user gives it a name of their own.
  const setLabel = (label: string) =>
    onChange(props.name === fieldKey(labelText(props.label)) ? { label, name: fieldKey(labelText(label)) } : { label });
  return (
    <>
      <TextAreaField label="Label" value={props.label} onChange={setLabel} hint="Click the label on the page to format it or add a link." />
      <TextField label="Field name" value={props.name} onChange={(name) => onChange({ name })} hint="The key the answer (true or false) is sent under." />
      <ToggleField label="Must be ticked" value={props.required} onChange={(required) => onChange({ required })} />
      <ToggleField label="Ticked at first" value={props.checked} onChange={(checked) => onChange({ checked })} />
      <SelectField label="Checkbox theme" value={props.theme} options={INPUT_THEMES.map((theme) => ({ value: theme, label: INPUT_THEME_LABELS[theme] }))} onChange={(theme) => onChange({ theme })} />
      <ColorField label="Label colour" value={props.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
    </>
  );
}
