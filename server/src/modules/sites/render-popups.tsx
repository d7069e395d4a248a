import { popupClassNames, popupOptions, styleClassNames, type ColumnNode, type PageDocument, type PopupNode } from '@tessera/core';
import { POPUP_ATTRIBUTE, POPUP_CLOSE_ATTRIBUTE, POPUP_TRIGGER_ATTRIBUTE } from '../../islands/system/popup-attributes.ts';
import { PublishedRows } from './published-rows.tsx';

/** The system island that runs popups (server/src/islands/island-build.ts SYSTEM_ISLANDS). */
export const POPUPS_ISLAND = 'popups';

/** Whether a page needs the popups island. */
export const hasPopups = (document: PageDocument) => (document.popups?.length ?? 0) > 0;

interface PublishedPopupsProps {
  popups: readonly PopupNode[];
  /** The HTML of a column's elements as the page renders them (their wrappers, island attributes and Render). */
  columnHtml: (column: ColumnNode) => string;
}

/**
 * A page's popups as closed modal dialogs after its sections, in the same row and column
 * markup as the page, so the layout CSS, the node styles and the elements' CSS apply as they
 * do on the page. The popups island opens them; without JavaScript they stay closed.
 */
export function PublishedPopups({ popups, columnHtml }: PublishedPopupsProps) {
  return (
    <>
      {popups.map((popup) => {
        const options = popupOptions(popup.options);
        const name = popup.style?.ElementTitle?.trim() || 'Popup';
        return (
          <dialog
            key={popup.id}
            id={popup.id}
            className={[...popupClassNames(options), ...styleClassNames(popup.style)].join(' ')}
            aria-label={name}
            {...{ [POPUP_ATTRIBUTE]: '' }}
            {...(options.AutomaticTrigger ? { [POPUP_TRIGGER_ATTRIBUTE]: String(options.TriggerDelay) } : {})}
          >
            <button type="button" className="ts-popup__close" aria-label="Close" {...{ [POPUP_CLOSE_ATTRIBUTE]: '' }}>
              ×
            </button>
            <PublishedRows rows={popup.rows} columnHtml={columnHtml} />
          </dialog>
        );
      })}
    </>
  );
}
