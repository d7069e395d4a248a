import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { useSameItems } from '../same-items.ts';
import { nodeLabel } from '../node-labels.ts';
import { useElementRegistry } from '../plugins-context.tsx';

/**
 * The page's popups (spec §2 "popups"): create one, open one on the canvas to edit it, close it
 * to get back to the page. A button opens a popup on the published page when its "On click" is
 * "Open popup"; a popup may also open by itself after a delay (its settings).
 */
export function PopupsPanel() {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const popups = useDesigner(
    useSameItems((s) => (s.document.popups ?? []).map((popup, index) => `${popup.id}\u0000${nodeLabel(popup, 'popup', index, registry)}`)),
  );
  const openId = useDesigner((s) => s.openPopupId);
  return (
    <section className="designer-popups" aria-label="Popups" data-testid="popups-panel">
      <div className="designer-popups__head">
        <p className="designer-popups__intro">Popups open over the page, from a button (“On click: Open popup”) or by themselves after a delay.</p>
        <button type="button" className="btn btn--small btn--primary" onClick={() => store.getState().addPopup()}>
          New popup
        </button>
      </div>
      {popups.length === 0 ? (
        <p className="designer-popups__empty">This page has no popups yet.</p>
      ) : (
        <ul className="designer-popups__list">
          {popups.map((entry) => {
            const [id, name] = entry.split('\u0000') as [string, string];
            const open = id === openId;
            return (
              <li key={id} className={open ? 'designer-popups__item is-open' : 'designer-popups__item'}>
                <span className="designer-popups__name">{name}</span>
                <button type="button" className="btn btn--small" aria-pressed={open} onClick={() => store.getState().openPopup(open ? null : id)} aria-label={`${open ? 'Close' : 'Open'} ${name}`}>
                  {open ? 'Close' : 'Open'}
                </button>
                <button type="button" className="btn btn--small btn--ghost" onClick={() => store.getState().removeNode(id)} aria-label={`Remove ${name}`}>
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
