import type { ShownItemCardProps } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { CheckList } from '../ui/CheckList.tsx';
import { ConfirmDialog } from '../ui/Modal.tsx';

/** The dashboard kit's WebsiteChoice: the agency's websites as checkboxes under a legend. */
export function WebsiteChoice({ legend, websites, chosen, onChange }: { legend: string; websites: readonly { id: number; title: string }[]; chosen: readonly number[]; onChange(chosen: number[]): void }) {
  return (
    <fieldset className="website-choice">
      <legend>{legend}</legend>
      {websites.length === 0 ? <p>No websites yet.</p> : <CheckList items={websites} labelOf={(website) => website.title} chosen={chosen} onChange={onChange} />}
    </fieldset>
  );
}

/** The dashboard kit's ShownItemCard: an app's item with the websites that show it, Save, Refresh and Remove (asked first). */
export function ShownItemCard({ name, image, details, websites, landingIds, busy, refreshLabel, removeLabel, removeMessage, onSaveWebsites, onRefresh, onRemove }: ShownItemCardProps) {
  const [chosen, setChosen] = useState<readonly number[]>(landingIds);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="shown-item">
      <div className="shown-item__head">
        {image ? <img src={image} alt="" width={56} height={56} loading="lazy" /> : null}
        <span>
          <strong>{name}</strong>
          <br />
          <span className="table__secondary">{details}</span>
        </span>
      </div>
      <WebsiteChoice legend="Websites that show it" websites={websites} chosen={chosen} onChange={setChosen} />
      <div className="table__buttons">
        <button type="button" className="btn btn--small btn--primary" disabled={busy} onClick={() => onSaveWebsites([...chosen])}>
          Save websites
        </button>
        <button type="button" className="btn btn--small" disabled={busy} aria-label={`${refreshLabel}: ${name}`} onClick={onRefresh}>
          {refreshLabel}
        </button>
        <button type="button" className="btn btn--small btn--danger" disabled={busy} aria-label={`Remove ${name}`} onClick={() => setRemoving(true)}>
          Remove
        </button>
      </div>
      {removing ? (
        <ConfirmDialog
          title={`${removeLabel}?`}
          message={
            <>
              <strong>{name}</strong> {removeMessage}
            </>
          }
          confirmLabel={removeLabel}
          busy={busy}
          onCancel={() => setRemoving(false)}
          onConfirm={onRemove}
        />
      ) : null}
    </li>
  );
}
