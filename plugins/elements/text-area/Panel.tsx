import { INPUT_THEMES, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, NumberField, SegmentedField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { fieldKey, INPUT_THEME_LABELS } from '@tessera/sdk';
import type { TextAreaProps } from './schema.ts';

export default function TextAreaPanel({ props, onChange }: ElementPanelProps<TextAreaProps>) {
  // The name follows the label until the user gives it a name of their own.
  const setLabel = (label: string) => onChange(props.name === fieldKey(props.label) ? { label, name: fieldKey(label) } : { label });
  return (
    <>
      <TextField label="Label" value={props.label} onChange={setLabel} />
      <ToggleField label="Show the label" value={props.showLabel} onChange={(showLabel) => onChange({ showLabel })} hint="A hidden label is still read by screen readers." />
      <TextField label="Field name" value={props.name} onChange={(name) => onChange({ name })} hint="The key the answer is sent under." />
      <TextField label="Placeholder" value={props.placeholder} onChange={(placeholder) => onChange({ placeholder })} />
      <NumberField label="Visible lines" value={props.rows} min={2} max={20} type="integer" onChange={(rows) => onChange({ rows: rows === '' ? 4 : rows })} />
      <ToggleField label="Required" value={props.required} onChange={(required) => onChange({ required })} />
      <NumberField
        label="Maximum length"
        value={props.maxLength ?? ''}
        min={1}
        max={10_000}
        type="integer"
        suffix="characters"
        hint="Leave empty for no limit."
        onChange={(maxLength) => onChange({ maxLength: maxLength === '' ? null : maxLength })}
      />
      <SelectField label="Input theme" value={props.theme} options={INPUT_THEMES.map((theme) => ({ value: theme, label: INPUT_THEME_LABELS[theme] }))} onChange={(theme) => onChange({ theme })} />
      <SegmentedField
        label="Input width"
        value={props.width}
        options={[
          { value: 'fill', label: 'Fill' },
          { value: 'auto', label: 'Auto' },
        ]}
        onChange={(width) => onChange({ width })}
      />
      <ColorField label="Label colour" value={props.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
    </>
  );
}
