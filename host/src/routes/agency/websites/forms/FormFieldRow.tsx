import { FORM_FIELD_TYPES, type FieldErrors } from '@tessera/core';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { DragHandle } from '../../../../ui/reorder/DragHandle.tsx';
import { useReorderRow } from '../../../../ui/reorder/use-reorder-row.ts';
import type { FieldDraft } from './form-draft.ts';

interface FormFieldRowProps {
  index: number;
  count: number;
  field: FieldDraft;
  errors: FieldErrors;
  onChange(field: FieldDraft): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** One field of the form: label, name, type, required, placeholder, dropdown choices; dragged or moved by buttons. */
export function FormFieldRow({ index, count, field, errors, onChange, onMove, onRemove }: FormFieldRowProps) {
  const id = `form-field-${index}`;
  const error = (key: string) => errors[`fields.${index}.${key}`]?.[0];
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) => onChange({ ...field, [key]: value });
  const row = useReorderRow(field.key);
  return (
    <li ref={row.ref} style={row.style} data-drop={row.drop ?? undefined} className={row.dragging ? 'card form-field reorder-row is-dragging' : 'card form-field reorder-row'} aria-label={`Field ${index + 1}: ${field.label}`}>
      <div className="form-field__grid">
        <TextField id={`${id}-label`} label={`Label of field ${index + 1}`} value={field.label} onValue={(v) => set('label', v)} error={error('label')} />
        <TextField id={`${id}-name`} label={`Name of field ${index + 1}`} value={field.name} onValue={(v) => set('name', v)} error={error('name')} />
        <FormRow id={`${id}-type`} label={`Type of field ${index + 1}`}>
          <select id={`${id}-type`} className="input" value={field.type} onChange={(event) => set('type', event.target.value as FieldDraft['type'])}>
            {FORM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormRow>
        <TextField id={`${id}-placeholder`} label={`Placeholder of field ${index + 1}`} value={field.placeholder} onValue={(v) => set('placeholder', v)} />
      </div>
      {field.type === 'dropdown' ? (
        <FormRow id={`${id}-options`} label={`Choices of field ${index + 1}`} error={error('options')} hint="One a line.">
          <textarea id={`${id}-options`} className="input" rows={3} value={field.options} onChange={(event) => set('options', event.target.value)} />
        </FormRow>
      ) : null}
      <div className="table__buttons table__buttons--wrap">
        <label className="check">
          <input type="checkbox" checked={field.required} onChange={(event) => set('required', event.target.checked)} />
          <span>Required</span>
        </label>
        <DragHandle handle={row.handle} label={field.label} />
        <button type="button" className="btn btn--small" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${field.label} up`}>
          Up
        </button>
        <button type="button" className="btn btn--small" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move ${field.label} down`}>
          Down
        </button>
        <button type="button" className="btn btn--small btn--danger" onClick={onRemove} aria-label={`Remove ${field.label}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
