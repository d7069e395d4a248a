import { CARD_LEAD_FIELD_LABELS, CARD_LEAD_FIELDS, type CardLeadForm, type FieldErrors } from '@tessera/core';
import { TextField } from '../../../../ui/FormRow.tsx';

interface CardLeadFormFieldsProps {
  show: boolean;
  form: CardLeadForm;
  errors: FieldErrors;
  onShow(show: boolean): void;
  onChange(form: CardLeadForm): void;
}

/** ShowLeadForm, LeadForm and FieldList: whether the card asks visitors for their details, with what words and which fields. */
export function CardLeadFormFields({ show, form, errors, onShow, onChange }: CardLeadFormFieldsProps) {
  const asked = (id: (typeof CARD_LEAD_FIELDS)[number]) => form.fields.find((field) => field.id === id);
  const setAsked = (id: (typeof CARD_LEAD_FIELDS)[number], on: boolean) =>
    onChange({ ...form, fields: on ? CARD_LEAD_FIELDS.filter((key) => key === id || asked(key)).map((key) => asked(key) ?? { id: key, required: true }) : form.fields.filter((field) => field.id !== id) });
  const setRequired = (id: (typeof CARD_LEAD_FIELDS)[number], required: boolean) => onChange({ ...form, fields: form.fields.map((field) => (field.id === id ? { ...field, required } : field)) });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Lead form</legend>
      <label className="check">
        <input type="checkbox" checked={show} onChange={(event) => onShow(event.target.checked)} />
        <span>Show a lead form on the card</span>
      </label>
      {show ? (
        <>
          <TextField id="card-lead-title" label="Form title" value={form.title} maxLength={80} onValue={(title) => onChange({ ...form, title })} error={errors['lead_form.title']?.[0]} />
          <TextField id="card-lead-button" label="Button" value={form.button} maxLength={40} onValue={(button) => onChange({ ...form, button })} error={errors['lead_form.button']?.[0]} />
          <TextField id="card-lead-consent" label="Consent box" value={form.consent} maxLength={200} onValue={(consent) => onChange({ ...form, consent })} error={errors['lead_form.consent']?.[0]} />
          <TextField id="card-lead-disclaimer" label="Note under the button" value={form.disclaimer} maxLength={200} onValue={(disclaimer) => onChange({ ...form, disclaimer })} error={errors['lead_form.disclaimer']?.[0]} />
          <table id="card-lead-fields" className="table">
            <caption className="visually-hidden">Fields the form asks for</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Asked</th>
                <th scope="col">Required</th>
              </tr>
            </thead>
            <tbody>
              {CARD_LEAD_FIELDS.map((id) => (
                <tr key={id}>
                  <th scope="row">{CARD_LEAD_FIELD_LABELS[id]}</th>
                  <td>
                    <input type="checkbox" aria-label={`Ask for ${CARD_LEAD_FIELD_LABELS[id]}`} checked={Boolean(asked(id))} onChange={(event) => setAsked(id, event.target.checked)} />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`${CARD_LEAD_FIELD_LABELS[id]} required`} disabled={!asked(id)} checked={asked(id)?.required ?? false} onChange={(event) => setRequired(id, event.target.checked)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {errors['lead_form.fields']?.[0] ? <p className="form-row__error">{errors['lead_form.fields'][0]}</p> : null}
        </>
      ) : null}
    </fieldset>
  );
}
