import { INPUT_THEMES, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, NumberField, SegmentedField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { fieldKey, INPUT_THEME_LABELS } from '@tessera/sdk';
import type { InputProps, InputType } from './schema.ts';

const TYPE_OPTIONS: { value: InputType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
  { value: 'number', label: 'Number' },
  { value: 'url', label: 'Web address' },
  { value: 'date', label: 'Date' },
];

const bound = (value: number | '') => (value === '' ? null : value);

export default function InputPanel({ props, onChange }: ElementPanelProps<InputProps>) {
  // The name follows the label until the user gives it a name of their own.
  const setLabel = (label: string) => onChange(props.name === fieldKey(props.label) ? { label, name: fieldKey(label) } : { label });
  return (
    <>
      <TextField label="Label" value={props.label} onChange={setLabel} />
      <ToggleField label="Show the label" value={props.showLabel} onChange={(showLabel) => onChange({ showLabel })} hint="A hidden label is still read by screen readers." />
      <TextField label="Field name" value={props.name} onChange={(name) => onChange({ name })} hint="The key the answer is sent under." />
      <SelectField
        label="Input type"
        value={props.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
        hint={props.type === 'phone' ? 'Visitors type the number with its country code, e.g. +44 20 7946 0958.' : undefined}
      />
      <TextField label="Placeholder" value={props.placeholder} onChange={(placeholder) => onChange({ placeholder })} />
      <ToggleField label="Required" value={props.required} onChange={(required) => onChange({ required })} />
      <TextField
        label="Answer must contain the word"
        value={props.include}
        onChange={(include) => onChange({ include })}
        hint={props.include ? `Otherwise visitors see "The field required ${props.include}".` : 'Leave empty for no such rule.'}
      />
      {props.type === 'number' ? (
        <>
          <NumberField label="Smallest number" value={props.min ?? ''} min={-1_000_000} max={1_000_000} onChange={(min) => onChange({ min: bound(min) })} />
          <NumberField label="Largest number" value={props.max ?? ''} min={-1_000_000} max={1_000_000} onChange={(max) => onChange({ max: bound(max) })} />
        </>
      ) : null}
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
