import { landingPromptsSchema, zodFieldErrors, type FieldErrors, type LandingPrompts } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { savePrompts, useWebsiteSave, type LandingDetail } from '../../../../api/website-settings-api.ts';
import { FormRow } from '../../../../ui/FormRow.tsx';

const PROMPT_FIELDS: { key: keyof LandingPrompts; label: string; rows: number }[] = [
  { key: 'business', label: 'About the business', rows: 4 },
  { key: 'audience', label: 'Audience', rows: 3 },
  { key: 'tone', label: 'Tone of voice', rows: 1 },
  { key: 'blog', label: 'Blog topics', rows: 3 },
  { key: 'keywords', label: 'Keywords', rows: 2 },
];

/** The AI prompts the writers start from. */
export function PromptsForm({ detail }: { detail: LandingDetail }) {
  const [prompts, setPrompts] = useState<LandingPrompts>(detail.prompts);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useWebsiteSave(detail.id, savePrompts);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = landingPromptsSchema.safeParse(prompts);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data);
  };

  return (
    <form className="form-section" onSubmit={onSubmit} noValidate aria-label="AI prompts">
      <h2 className="form-section__title">AI prompts</h2>
      {PROMPT_FIELDS.map(({ key, label, rows }) => (
        <FormRow key={key} id={`prompt-${key}`} label={label} error={errors[key]?.[0]}>
          <textarea
            id={`prompt-${key}`}
            className="input"
            rows={rows}
            value={prompts[key]}
            onChange={(event) => setPrompts((current) => ({ ...current, [key]: event.target.value }))}
          />
        </FormRow>
      ))}
      <div>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          Save prompts
        </button>
      </div>
    </form>
  );
}
