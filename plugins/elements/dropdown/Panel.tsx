import type { ElementPanelProps } from '@tessera/sdk';
import { FieldLabelFields, FieldLookFields, ListField, TextField, ToggleField } from '@tessera/sdk/editor';
import type { DropdownOption, DropdownProps } from './schema.ts';

export default function DropdownPanel({ props, onChange }: ElementPanelProps<DropdownProps>) {
  return (
    <>
      <FieldLabelFields value={props} onChange={onChange} />
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
      <FieldLookFields value={props} onChange={onChange} />
    </>
  );
}
