import type { Webhook } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteWebhook, testWebhook, useWebhookMutation, useWebhooks } from '../../../../api/webhooks-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';

/** /agency/websites/{id}/webhooks: where form submissions are sent; add, edit, test, see deliveries, delete. */
export function WebhooksScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <WebhooksOfWebsite key={landingId} landingId={landingId} />;
}

function WebhooksOfWebsite({ landingId }: { landingId: number }) {
  const webhooks = useWebhooks(landingId);
  const test = useWebhookMutation(landingId, (webhookId: number) => testWebhook(landingId, webhookId));
  const remove = useWebhookMutation(landingId, (webhookId: number) => deleteWebhook(landingId, webhookId));
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Webhooks</h1>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          Add webhook
        </button>
      </header>
      {webhooks.isPending ? (
        <Spinner label="Loading webhooks…" />
      ) : webhooks.error ? (
        <StatusView title="Webhooks could not be loaded" message={webhooks.error.message} actions={<RetryButton onClick={webhooks.refetch} />} />
      ) : webhooks.data.length === 0 ? (
        <StatusView title="No webhooks yet" message="A webhook sends each form submission to another service." />
      ) : (
        <ul className="simple-list">
          {webhooks.data.map((webhook) => (
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
              <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(webhook)} aria-label={`Delete ${webhook.url}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? <WebhookDialog landingId={landingId} webhook={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {log ? <DeliveryLog landingId={landingId} webhook={log} onClose={() => setLog(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this webhook?"
          message={`Form submissions stop being sent to ${deleting.url}.`}
          confirmLabel="Delete webhook"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
