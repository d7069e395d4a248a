import type { ElementPanelProps } from '@tessera/sdk';
import { FieldLabelFields, FieldLookFields, NumberField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
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
  return (
    <>
      <FieldLabelFields value={props} onChange={onChange} />
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
      <FieldLookFields value={props} onChange={onChange} />
    </>
  );
}
