import type { ElementPanelProps } from '@tessera/sdk';
import { FieldLabelFields, FieldLookFields, NumberField, TextField, ToggleField } from '@tessera/sdk/editor';
import type { TextAreaProps } from './schema.ts';

export default function TextAreaPanel({ props, onChange }: ElementPanelProps<TextAreaProps>) {
  return (
    <>
      <FieldLabelFields value={props} onChange={onChange} />
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
      <FieldLookFields value={props} onChange={onChange} />
    </>
  );
}
