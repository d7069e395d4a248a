import { CARD_LEAD_FIELD_LABELS, type CardLeadField, type CardLeadForm } from '@tessera/core';
import type { CardPalette } from './card-themes.ts';

const INPUT_TYPES: Partial<Record<CardLeadField, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Record<CardLeadField, string> = { fullname: 'name', company: 'organization', email: 'email', phone: 'tel', note: 'off', job: 'organization-title' };

/** The lead form's CSS, once per page beside the design's; the font comes from the design (see `CardLeadFormView`). */
export const CARD_LEAD_FORM_CSS =
  '.ts-lead{max-width:420px;margin:16px auto 0;padding:20px;border-radius:16px;background:#fff;color:#111827;text-align:left}' +
  '.ts-lead h2{margin:0 0 12px;font-size:20px}.ts-lead label{display:block;margin:0 0 12px;font-size:14px;font-weight:600}' +
  '.ts-lead input:not([type=checkbox]),.ts-lead textarea{display:block;width:100%;margin-top:4px;padding:10px;border:1px solid #9ca3af;border-radius:8px;font:inherit;font-weight:400}' +
  '.ts-lead .ts-lead__consent{display:flex;gap:8px;align-items:flex-start;font-weight:400}.ts-lead button{width:100%;min-height:44px;border:0;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}' +
  '.ts-lead small{display:block;margin-top:10px;color:#4b5563}.ts-lead .ts-lead__hp{position:absolute;left:-9999px}';

interface CardLeadFormViewProps {
  form: CardLeadForm;
  palette: CardPalette;
  /** The card design's font (`cardFont`), so the form reads as part of the card. */
  font: string;
  /** Where the form posts: the card's lead address on the public card; none in the builder's preview. */
  action?: string | undefined;
}

/**
 * The card's lead form (spec §3 ShowLeadForm, LeadForm, FieldList), as visitors see it under the
 * card: a plain HTML form, so the public card stays without script; the browser checks the
 * required fields and the types, the server checks them again. The card builder's preview draws
 * the same form.
 */
export function CardLeadFormView({ form, palette, font, action }: CardLeadFormViewProps) {
  return (
    <form className="ts-lead" method="post" action={action} aria-labelledby="ts-lead-title" style={{ fontFamily: font }}>
      <h2 id="ts-lead-title">{form.title}</h2>
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
      <label className="ts-lead__hp" aria-hidden="true">
        Website
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <label className="ts-lead__consent">
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
