import { INPUT_THEMES, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, ListField, SegmentedField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { fieldKey, INPUT_THEME_LABELS } from '@tessera/sdk';
import type { DropdownOption, DropdownProps } from './schema.ts';

export default function DropdownPanel({ props, onChange }: ElementPanelProps<DropdownProps>) {
  // The name follows the label until the user gives it a name of their own.
  const setLabel = (label: string) => onChange(props.name === fieldKey(props.label) ? { label, name: fieldKey(label) } : { label });
  return (
    <>
      <TextField label="Label" value={props.label} onChange={setLabel} />
      <ToggleField label="Show the label" value={props.showLabel} onChange={(showLabel) => onChange({ showLabel })} hint="A hidden label is still read by screen readers." />
      <TextField label="Field name" value={props.name} onChange={(name) => onChange({ name })} hint="The key the answer is sent under." />
      <ListField<DropdownOption>
        label="Options"
        items={props.options}
        onChange={(options) => onChange({ options })}
        create={() => ({ label: `Option ${props.options.length + 1}`, value: '' })}
        addLabel="Add option"
        itemName="option"
        min={1}
        renderItem={(option, update) => (
          <>
            <TextField label="Option label" value={option.label} onChange={(label) => update({ ...option, label })} />
            <TextField label="Option value" value={option.value} onChange={(value) => update({ ...option, value })} hint="Sent as the answer; the label when empty." />
          </>
        )}
      />
      <TextField label="Placeholder choice" value={props.placeholder} onChange={(placeholder) => onChange({ placeholder })} hint="Shown before a choice is made; leave empty to start on the first option." />
      <ToggleField label="Required" value={props.required} onChange={(required) => onChange({ required })} />
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
