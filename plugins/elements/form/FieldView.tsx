import { FieldError, FieldLabel, fieldLabelColor, RequiredMark } from '@tessera/sdk';
import { presetAutocomplete, type FormChoice, type FormFieldType } from './schema.ts';

/** A field as shown: one of the element's own, or of a website form (which adds date and hidden fields). */
export interface ViewField {
  type: FormFieldType | 'date' | 'hidden';
  label: string;
  name: string;
  placeholder: string;
  required: boolean;
  options: readonly FormChoice[];
  min: number | null;
  max: number | null;
}

const INPUT_TYPE: Partial<Record<ViewField['type'], string>> = { input: 'text', email: 'email', phone: 'tel', number: 'number', url: 'url', date: 'date' };
const AUTOCOMPLETE: Partial<Record<ViewField['type'], string>> = { email: 'email', phone: 'tel', url: 'url' };

interface FieldViewProps {
  field: ViewField;
  controlId: string;
  showLabel: boolean;
  labelColor: string;
}

function Control({ field, controlId }: { field: ViewField; controlId: string }) {
  const common = { id: controlId, name: field.name, required: field.required, 'data-ts-field': '' };
  if (field.type === 'textarea') return <textarea {...common} className="ts-form__control" rows={4} placeholder={field.placeholder || undefined} />;
  if (field.type === 'dropdown') {
    return (
      <select {...common} className="ts-form__control" defaultValue="">
        <option value="">{field.placeholder || 'Choose…'}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const number = field.type === 'number';
  return (
    <input
      {...common}
      className="ts-form__control"
      type={INPUT_TYPE[field.type]}
      placeholder={field.placeholder || undefined}
      autoComplete={presetAutocomplete(field.name) ?? AUTOCOMPLETE[field.type]}
      min={number && field.min !== null ? field.min : undefined}
      max={number && field.max !== null ? field.max : undefined}
    />
  );
}

/** One field of the Form element: label, control and the slot its island fills with a message. */
export function FieldView({ field, controlId, showLabel, labelColor }: FieldViewProps) {
  // A hidden field sends its placeholder as its value; there is nothing for the visitor to see or fill in.
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={field.placeholder} data-ts-field="" />;
  const error = <FieldError block="ts-form" controlId={controlId} />;
  if (field.type === 'checkbox') {
    return (
      <div className="ts-form__field ts-form__field--checkbox">
        <div className="ts-form__check">
          <input id={controlId} className="ts-form__box" type="checkbox" name={field.name} value="yes" required={field.required} data-ts-field="" />
          <label htmlFor={controlId} className="ts-form__check-label" style={{ color: fieldLabelColor(labelColor) }}>
            {field.label}
            <RequiredMark block="ts-form" required={field.required} />
          </label>
        </div>
        {error}
      </div>
    );
  }
  return (
    <div className={`ts-form__field ts-form__field--${field.type}`}>
      <FieldLabel block="ts-form" controlId={controlId} visible={showLabel} color={labelColor} required={field.required}>
        {field.label}
      </FieldLabel>
      <Control field={field} controlId={controlId} />
      {error}
    </div>
  );
}
