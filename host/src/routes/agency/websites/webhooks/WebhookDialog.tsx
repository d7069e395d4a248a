import { FormModalFooter } from '../../../../ui/FormModalFooter.tsx';
import { createWebhookBodySchema, WEBHOOK_EVENTS, type Webhook, type WebhookEvent } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { saveWebhook, useWebhookMutation } from '../../../../api/webhooks-api.ts';
import { FieldNote, TextField } from '../../../../ui/FormRow.tsx';
import { Modal } from '../../../../ui/Modal.tsx';
import { useCheckedSubmit } from '../../../../ui/use-checked-submit.ts';

const EVENT_WORDS: Record<WebhookEvent, string> = { 'form.submitted': 'Form submissions', 'order.paid': 'Paid orders', 'card.lead': 'Card leads' };

/** Adds a webhook for form submissions, or edits `webhook`; an empty secret is generated (or kept). */
export function WebhookDialog({ landingId, webhook, onClose }: { landingId: number; webhook?: Webhook | undefined; onClose(): void }) {
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [secret, setSecret] = useState('');
  const [active, setActive] = useState(webhook?.active ?? true);
  const [events, setEvents] = useState<readonly WebhookEvent[]>(() => WEBHOOK_EVENTS.filter((name) => (webhook?.events ?? ['form.submitted']).includes(name)));
  const toggle = (event: WebhookEvent, on: boolean) => setEvents((current) => (on ? [...current, event] : current.filter((known) => known !== event)));
  const save = useWebhookMutation(landingId, (body: Parameters<typeof saveWebhook>[1]) => saveWebhook(landingId, body, webhook?.id));
  const { errors, submit } = useCheckedSubmit(createWebhookBodySchema, save, onClose);
  const onSubmit = (event: FormEvent) => submit(event, { url, secret: secret || undefined, events: [...events], active });

  return (
    <Modal
      title={webhook ? 'Edit webhook' : 'Add a webhook'}
      onClose={onClose}
      footer={<FormModalFooter formId={"webhook-form"} submitLabel="Save webhook" busy={save.isPending} onCancel={onClose} />}
    >
      <form id="webhook-form" className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="webhook-url" label="Address" type="url" value={url} onValue={setUrl} error={errors.url?.[0]} hint="Form submissions are sent here." />
        <TextField
          id="webhook-secret"
          label="Secret"
          value={secret}
          onValue={setSecret}
          error={errors.secret?.[0]}
          hint={webhook ? 'Leave empty to keep the current secret.' : 'Leave empty to have one made.'}
        />
        <fieldset className="form-stack">
          <legend>Sends</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="check">
              <input type="checkbox" checked={events.includes(name)} onChange={(change) => toggle(name, change.target.checked)} />
              <span>{EVENT_WORDS[name]}</span>
            </label>
          ))}
          <FieldNote id="webhook-events" error={errors.events?.[0]} />
        </fieldset>
        <label className="check">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          <span>Active</span>
        </label>
      </form>
    </Modal>
  );
}
