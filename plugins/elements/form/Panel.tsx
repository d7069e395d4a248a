import { labelChange, type ElementPanelProps } from '@tessera/sdk';
import {
  AfterSubmitFields,
  ButtonOptionFields,
  ColorField,
  InputThemeField,
  ListField,
  NumberField,
  SegmentedField,
  SelectField,
  TextField,
  SiteItemField,
  ToggleField,
} from '@tessera/sdk/editor';
import {
  DEFAULT_CHOICES,
  LEAD_FORM_PRESET_KEYS,
  LEAD_FORM_PRESETS,
  presetField,
  type FormChoice,
  type FormField,
  type FormFieldType,
  type FormProps,
} from './schema.ts';

const TYPE_OPTIONS: { value: FormFieldType; label: string }[] = [
  { value: 'input', label: 'Text' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
  { value: 'number', label: 'Number' },
  { value: 'url', label: 'Web address' },
  { value: 'textarea', label: 'Long text' },
  { value: 'checkbox', label: 'Checkbox' },
  { value: 'dropdown', label: 'Dropdown' },
];
const MAX_FIELDS = 30;
const bound = (value: number | '') => (value === '' ? null : value);

function FieldFields({ field, update }: { field: FormField; update: (field: FormField) => void }) {
  const set = (patch: Partial<FormField>) => update({ ...field, ...patch });
  const setType = (type: FormFieldType) => set(type === 'dropdown' && field.options.length === 0 ? { type, options: DEFAULT_CHOICES } : { type });
  return (
    <>
      <SelectField label="Field type" value={field.type} options={TYPE_OPTIONS} onChange={setType} hint={field.type === 'phone' ? 'Visitors type the number with its country code.' : undefined} />
      <TextField label="Field label" value={field.label} onChange={(label) => set(labelChange(field, label))} />
      <TextField label="Field name" value={field.name} onChange={(name) => set({ name })} hint="The key the answer is sent under." />
      {field.type !== 'checkbox' ? (
        <TextField label={field.type === 'dropdown' ? 'Placeholder choice' : 'Placeholder'} value={field.placeholder} onChange={(placeholder) => set({ placeholder })} />
      ) : null}
      <ToggleField label="Required" value={field.required} onChange={(required) => set({ required })} />
      {field.type === 'number' ? (
        <>
          <NumberField label="Smallest number" value={field.min ?? ''} min={-1_000_000} max={1_000_000} onChange={(min) => set({ min: bound(min) })} />
          <NumberField label="Largest number" value={field.max ?? ''} min={-1_000_000} max={1_000_000} onChange={(max) => set({ max: bound(max) })} />
        </>
      ) : null}
      {field.type === 'dropdown' ? (
        <ListField<FormChoice>
          label="Choices"
          items={field.options}
          onChange={(options) => set({ options })}
          create={() => ({ label: `Option ${field.options.length + 1}`, value: '' })}
          addLabel="Add choice"
          itemName="choice"
          min={1}
          renderItem={(choice, updateChoice) => (
            <>
              <TextField label="Choice label" value={choice.label} onChange={(label) => updateChoice({ ...choice, label })} />
              <TextField label="Choice value" value={choice.value} onChange={(value) => updateChoice({ ...choice, value })} hint="Sent as the answer; the label when empty." />
            </>
          )}
        />
      ) : null}
    </>
  );
}

/** The element's own fields, with the lead-form presets. */
function OwnFields({ props, onChange }: ElementPanelProps<FormProps>) {
  const names = new Set(props.fields.map((field) => field.name));
  return (
    <>
      <ListField<FormField>
        label="Fields"
        items={props.fields}
        onChange={(fields) => onChange({ fields })}
        create={() => ({ type: 'input', label: `Field ${props.fields.length + 1}`, name: '', placeholder: '', required: false, options: [], min: null, max: null })}
        addLabel="Add field"
        itemName="field"
        min={1}
        max={MAX_FIELDS}
        renderItem={(field, update) => <FieldFields field={field} update={update} />}
      />
      <div className="ts-field" role="group" aria-label="Add a preset field">
        <span className="ts-field__label">Add a preset field</span>
        <div className="ts-segmented">
          {LEAD_FORM_PRESET_KEYS.map((key) => (
            <button
              key={key}
              type="button"
              disabled={names.has(key) || props.fields.length >= MAX_FIELDS}
              onClick={() => onChange({ fields: [...props.fields, presetField(key)] })}
            >
              {LEAD_FORM_PRESETS[key].label}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}

export default function FormPanel(panel: ElementPanelProps<FormProps>) {
  const { props, onChange } = panel;
  const linked = props.formId !== null;
  return (
    <>
      <SiteItemField
        kind="form"
        label="Use a website form"
        value={props.formId}
        onChange={(formId) => onChange({ formId })}
        noneLabel="None: this element’s own fields"
        hint="The form’s fields and what happens after sending come from the website’s forms; the look and button from here."
      />
      {linked ? null : <OwnFields {...panel} />}
      <SegmentedField
        label="Layout"
        value={props.layout}
        options={[
          { value: 'stacked', label: 'Stacked' },
          { value: 'columns', label: 'Two columns' },
        ]}
        onChange={(layout) => onChange({ layout })}
      />
      <InputThemeField value={props.theme} onChange={(theme) => onChange({ theme })} />
      <ToggleField label="Show the labels" value={props.showLabels} onChange={(showLabels) => onChange({ showLabels })} hint="Hidden labels are still read by screen readers." />
      <ColorField label="Label colour" hint="Empty: the brand kit’s colour" value={props.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
      <ButtonOptionFields value={props.button} onChange={(button) => onChange({ button })} withLink={false} />
      {linked ? null : <AfterSubmitFields value={props} onChange={onChange} />}
    </>
  );
}
