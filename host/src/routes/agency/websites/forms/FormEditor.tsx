import { formBodySchema, LEAD_FORM_PRESET_KEYS, LEAD_FORM_PRESETS, zodFieldErrors, type FieldErrors, type LeadFormPresetKey } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../../api/api-error.ts';
import { useSaveFormMutation } from '../../../../api/forms-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { ReorderDnd } from '../../../../ui/reorder/ReorderDnd.tsx';
import { move } from '../../../../ui/reorder/move.ts';
import { customField, fieldName, indexOf, presetField, toBody, type FormDraft } from './form-draft.ts';
import { FormFieldRow } from './FormFieldRow.tsx';
import { FormSubmitFields } from './FormSubmitFields.tsx';
import { FormWebhookFields } from './FormWebhookFields.tsx';

interface FormEditorProps {
  landingId: number;
  formId?: number | undefined;
  initial: FormDraft;
}

/** The form's name, its fields (lead-form presets or custom ones), the after-sending action and notifications. */
export function FormEditor({ landingId, formId, initial }: FormEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveFormMutation(landingId, formId);
  const navigate = useNavigate();
  const setFields = (fields: FormDraft['fields']) => setDraft((current) => ({ ...current, fields }));
  const unusedPresets = LEAD_FORM_PRESET_KEYS.filter((key) => !draft.fields.some((field) => field.name === key));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = formBodySchema.safeParse(toBody(draft));
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data, {
      onSuccess: (form) => {
        if (formId === undefined) navigate(`/agency/websites/${landingId}/form/${form.id}/edit`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="form-sections" onSubmit={onSubmit} noValidate aria-label="Form">
      <TextField id="form-name" label="Form name" value={draft.name} onValue={(name) => setDraft({ ...draft, name })} error={errors.name?.[0]} maxLength={200} />
      <fieldset className="form-section">
        <legend className="form-section__title">Fields</legend>
        {errors.fields?.[0] ? <p className="form-row__error">{errors.fields[0]}</p> : null}
        <ReorderDnd
          order={draft.fields.map((field) => field.key)}
          label={(key) => fieldName(draft.fields, key)}
          where={(target, side) => `${side} ${fieldName(draft.fields, target)}`}
          onDrop={(active, target) => setFields(move(draft.fields, indexOf(draft.fields, active), indexOf(draft.fields, target)))}
        >
          <ol className="form-fields">
            {draft.fields.map((field, index) => (
              <FormFieldRow
                key={field.key}
                index={index}
                count={draft.fields.length}
                field={field}
                errors={errors}
                onChange={(next) => setFields(draft.fields.map((f, i) => (i === index ? next : f)))}
                onMove={(to) => setFields(move(draft.fields, index, to))}
                onRemove={() => setFields(draft.fields.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        </ReorderDnd>
        <div className="table__buttons table__buttons--wrap">
          <label className="visually-hidden" htmlFor="form-add-preset">
            Add a lead-form field
          </label>
          <select
            id="form-add-preset"
            className="input"
            value=""
            onChange={(event) => event.target.value && setFields([...draft.fields, presetField(event.target.value as LeadFormPresetKey)])}
          >
            <option value="">Add a lead-form field…</option>
            {unusedPresets.map((key) => (
              <option key={key} value={key}>
                {LEAD_FORM_PRESETS[key].label}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--small" onClick={() => setFields([...draft.fields, customField(draft.fields)])}>
            Add custom field
          </button>
        </div>
      </fieldset>
      <FormSubmitFields landingId={landingId} draft={draft} errors={errors} onChange={setDraft} />
      <FormWebhookFields landingId={landingId} draft={draft} onChange={setDraft} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {formId === undefined ? 'Create form' : 'Save form'}
        </button>
      </div>
    </form>
  );
}
