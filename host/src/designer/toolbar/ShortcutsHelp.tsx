import { useEffect, useRef } from 'react';
import { SHORTCUT_GROUPS } from '../shortcuts.ts';

/**
 * The list of every keyboard shortcut, opened with `?` or the top bar's button: a modal dialog
 * (focus moves into it, Escape or a click on the backdrop closes it, focus goes back).
 */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="shortcuts-help"
      aria-labelledby="shortcuts-help-title"
      data-testid="shortcuts-help"
      onClose={onClose}
      onCancel={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="shortcuts-help__body">
          <header className="shortcuts-help__header">
            <h2 id="shortcuts-help-title">Keyboard shortcuts</h2>
            <button type="button" className="btn btn--small" onClick={onClose} autoFocus>
              Close
            </button>
          </header>
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group.title}>
              <h3>{group.title}</h3>
              <dl className="shortcuts-help__list">
                {group.shortcuts.map((shortcut) => (
                  <div key={shortcut.keys + shortcut.action}>
                    <dt>
                      <kbd>{shortcut.keys}</kbd>
                    </dt>
                    <dd>{shortcut.action}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      ) : null}
    </dialog>
  );
}
