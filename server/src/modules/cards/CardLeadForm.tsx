import { CARD_LEAD_FIELD_LABELS, type CardLeadForm as LeadForm, type CardLeadField } from '@tessera/core';
import type { CardPalette } from '@tessera/sdk';

const INPUT_TYPES: Partial<Record<CardLeadField, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Record<CardLeadField, string> = { fullname: 'name', company: 'organization', email: 'email', phone: 'tel', note: 'off', job: 'organization-title' };

export const LEAD_FORM_CSS =
  '.lead{max-width:420px;margin:16px auto 0;padding:20px;border-radius:16px;background:#fff;font-family:system-ui,sans-serif;color:#111827}' +
  '.lead h2{margin:0 0 12px;font-size:20px}.lead label{display:block;margin:0 0 12px;font-size:14px;font-weight:600}' +
  '.lead input:not([type=checkbox]),.lead textarea{display:block;width:100%;margin-top:4px;padding:10px;border:1px solid #9ca3af;border-radius:8px;font:inherit;font-weight:400}' +
  '.lead .consent{display:flex;gap:8px;align-items:flex-start;font-weight:400}.lead button{width:100%;min-height:44px;border:0;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}' +
  '.lead small{display:block;margin-top:10px;color:#4b5563}.lead .hp{position:absolute;left:-9999px}';

/**
 * The card's lead form (spec §3 ShowLeadForm, LeadForm, FieldList): a plain HTML form, so the
 * card stays without script; the browser checks the required fields and the types, the server
 * checks them again.
 */
export function CardLeadForm({ cardId, form, palette }: { cardId: number; form: LeadForm; palette: CardPalette }) {
  return (
    <form className="lead" method="post" action={`/api/v1/site/cards/${cardId}/leads`} aria-labelledby="lead-title">
      <h2 id="lead-title">{form.title}</h2>
      {form.fields.map((field) => (
        <label key={field.id}>
          {CARD_LEAD_FIELD_LABELS[field.id]}
          {field.required ? ' *' : ''}
          {field.id === 'note' ? (
            <textarea name={field.id} rows={3} maxLength={1000} required={field.required} />
          ) : (
            <input name={field.id} type={INPUT_TYPES[field.id] ?? 'text'} autoComplete={AUTOCOMPLETE[field.id]} required={field.required} />
          )}
        </label>
      ))}
      <label className="hp" aria-hidden="true">
        Website
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <label className="consent">
        <input type="checkbox" name="consent" required />
        {form.consent}
      </label>
      <button type="submit" style={{ background: palette.accent, color: palette.onAccent }}>
        {form.button}
      </button>
      <small>{form.disclaimer}</small>
    </form>
  );
}
