import { dashboardPromoBodySchema, type DashboardPromo, type DashboardPromoBody } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useWidgetChange } from '../../../api/widgets-api.ts';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { fieldError, FormRow, TextField } from '../../../ui/FormRow.tsx';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';

interface Fields {
  title: string;
  message: string;
  image_url: string;
  link_url: string;
  link_label: string;
  active: boolean;
}

const EMPTY: Fields = { title: '', message: '', image_url: '', link_url: '', link_label: '', active: true };
const fieldsOf = (promo: DashboardPromo): Fields => ({
  title: promo.title,
  message: promo.message,
  image_url: promo.image_url ?? '',
  link_url: promo.link_url ?? '',
  link_label: promo.link_label ?? '',
  active: promo.active,
});

/** The promo form, for a new promo or one being changed. */
function PromoForm({ editing, onDone }: { editing: DashboardPromo | null; onDone(): void }) {
  const change = useWidgetChange();
  const [fields, setFields] = useState<Fields>(editing ? fieldsOf(editing) : EMPTY);
  const set = (changes: Partial<Fields>) => setFields((current) => ({ ...current, ...changes }));
  const save = {
    mutate: (promo: DashboardPromoBody, options: { onSuccess(): void; onError(error: Error): void }) =>
      change.mutate(editing ? { action: 'update-promo', id: editing.id, promo } : { action: 'create-promo', promo }, options),
  };
  const { errors, submit } = useCheckedSubmit(dashboardPromoBodySchema, save, () => {
    setFields(EMPTY);
    onDone();
  });
  return (
    <form className="form-stack card panel" onSubmit={(event: FormEvent) => submit(event, fields)} noValidate aria-label={editing ? `Edit ${editing.title}` : 'New promo'}>
      <h3>{editing ? `Edit “${editing.title}”` : 'New promo'}</h3>
      <TextField id="promo-title" label="Title" value={fields.title} onValue={(title) => set({ title })} maxLength={120} error={fieldError(errors, 'title')} />
      <FormRow id="promo-message" label="Message" error={fieldError(errors, 'message')}>
        <textarea id="promo-message" className="input" rows={3} maxLength={2000} value={fields.message} onChange={(event) => set({ message: event.target.value })} />
      </FormRow>
      <TextField id="promo-image" label="Image address" value={fields.image_url} onValue={(image_url) => set({ image_url })} hint="Optional: an https address." error={fieldError(errors, 'image_url')} />
      <TextField id="promo-link" label="Link address" value={fields.link_url} onValue={(link_url) => set({ link_url })} hint="Optional: where its button leads." error={fieldError(errors, 'link_url')} />
      <TextField id="promo-link-label" label="Button label" value={fields.link_label} onValue={(link_label) => set({ link_label })} maxLength={60} hint="“Learn more” when left empty." error={fieldError(errors, 'link_label')} />
      <label className="check">
        <input type="checkbox" checked={fields.active} onChange={(event) => set({ active: event.target.checked })} />
        <span>Active: shown once to each agency owner who has not seen it</span>
      </label>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {editing ? 'Save promo' : 'Add promo'}
        </button>
        {editing ? (
          <button type="button" className="btn" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The promos: the newest active one is shown once to each agency owner when they next open the dashboard. */
export function PromosSection({ promos }: { promos: readonly DashboardPromo[] }) {
  const change = useWidgetChange();
  const [editing, setEditing] = useState<DashboardPromo | null>(null);
  const [deleting, setDeleting] = useState<DashboardPromo | null>(null);
  return (
    <section className="widgets-section" aria-labelledby="promos-title">
      <h2 id="promos-title">Promo</h2>
      <p>The newest active promo is shown once to every agency owner, the next time they open their dashboard.</p>
      {promos.length > 0 ? (
        <DataTable columns={['Title', 'Status', 'Seen by']}>
          {promos.map((promo) => (
            <tr key={promo.id}>
              <td>
                <span className="table__primary">{promo.title}</span>
              </td>
              <td>
                <span className={promo.active ? 'status-pill status-pill--published' : 'status-pill status-pill--draft'}>{promo.active ? 'Active' : 'Off'}</span>
              </td>
              <td>{promo.seen_count === 1 ? '1 owner' : `${promo.seen_count} owners`}</td>
              <RowActions>
                <button type="button" className="btn btn--small" onClick={() => setEditing(promo)} aria-label={`Edit ${promo.title}`}>
                  Edit
                </button>
                <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(promo)} aria-label={`Delete ${promo.title}`}>
                  Delete
                </button>
              </RowActions>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <PromoForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          message="Owners who have not seen it yet will not be shown it."
          confirmLabel="Delete promo"
          busy={change.isPending}
          onConfirm={() => change.mutate({ action: 'delete-promo', id: deleting.id }, { onSuccess: () => setDeleting(null) })}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
