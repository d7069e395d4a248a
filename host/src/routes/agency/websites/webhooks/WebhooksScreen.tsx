import type { Webhook } from '@tessera/core';
import { useState } from 'react';
import { deleteWebhook, testWebhook, useWebhookMutation, useWebhooks } from '../../../../api/webhooks-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';

/** /agency/websites/{id}/webhooks: where form submissions are sent; add, edit, test, see deliveries, delete. */
export const WebhooksScreen = websiteScreen(function WebhooksOfWebsite({ landingId }) {
  const webhooks = useWebhooks(landingId);
  const test = useWebhookMutation(landingId, (webhookId: number) => testWebhook(landingId, webhookId));
  const remove = useWebhookMutation(landingId, (webhookId: number) => deleteWebhook(landingId, webhookId));
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const confirm = useConfirmDelete(
    remove,
    (webhook: Webhook) => ({ title: 'Delete this webhook?', message: `Form submissions stop being sent to ${webhook.url}.`, confirmLabel: 'Delete webhook' }),
    (webhook) => webhook.id,
  );
  return (
    <div className="screen">
      <ScreenHeader title="Webhooks" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          Add webhook
        </button>
      </ScreenHeader>
      <QueryView
        query={webhooks}
        loading="Loading webhooks…"
        failed="Webhooks could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No webhooks yet', message: 'A webhook sends each form submission to another service.' }}
      >
        {(data) => (
          <ul className="simple-list">
            {data.map((webhook) => (
              <li key={webhook.id} className="simple-list__item">
                <span className="table__primary">{webhook.url}</span>
                <span className="table__secondary">{webhook.active ? 'Active' : 'Paused'}</span>
                <button type="button" className="btn btn--small" disabled={test.isPending} onClick={() => test.mutate(webhook.id)} aria-label={`Send a test to ${webhook.url}`}>
                  Send test
                </button>
                <button type="button" className="btn btn--small" onClick={() => setLog(webhook)} aria-label={`Deliveries of ${webhook.url}`}>
                  Deliveries
                </button>
                <button type="button" className="btn btn--small" onClick={() => setEditing(webhook)} aria-label={`Edit ${webhook.url}`}>
                  Edit
                </button>
                <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(webhook)} aria-label={`Delete ${webhook.url}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {editing ? <WebhookDialog landingId={landingId} webhook={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {log ? <DeliveryLog landingId={landingId} webhook={log} onClose={() => setLog(null)} /> : null}
      {confirm.dialog}
    </div>
  );
});
