import { useWebhooks } from '../../../../api/webhooks-api.ts';
import type { FormDraft } from './form-draft.ts';

interface FormWebhookFieldsProps {
  landingId: number;
  draft: FormDraft;
  onChange(draft: FormDraft): void;
}

/**
 * Which of the website's webhooks get this form's submissions (from Form elements showing it).
 * Shown only to users who may see the website's webhooks.
 */
export function FormWebhookFields({ landingId, draft, onChange }: FormWebhookFieldsProps) {
  const webhooks = useWebhooks(landingId).data;
  if (!webhooks?.length) return null;
  const toggle = (id: number, checked: boolean) =>
    onChange({ ...draft, webhook_ids: checked ? [...draft.webhook_ids, id] : draft.webhook_ids.filter((webhookId) => webhookId !== id) });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Webhooks</legend>
      <p className="form-row__hint">Submissions go to the checked webhooks only; with none checked, to every webhook of the website that takes form submissions.</p>
      {webhooks.map((webhook) => (
        <label key={webhook.id} className="check">
          <input type="checkbox" checked={draft.webhook_ids.includes(webhook.id)} onChange={(event) => toggle(webhook.id, event.target.checked)} />
          <span>
            {webhook.url}
            {webhook.active ? '' : ' (paused)'}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
