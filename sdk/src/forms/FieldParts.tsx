import type { ReactNode } from 'react';
import { fieldLabelColor } from './field-kit.ts';
import { HONEYPOT_NAME } from './form-runtime.ts';

/**
 * The markup `fieldCss(block)` styles and the form runtime fills in, shared by the form-field
 * elements: a label (visible, or visually hidden but still read) with its required mark, and the
 * slot under a control where the runtime writes its error message.
 */

/** The * after a required field's label, hidden from screen readers (the control says it is required). */
export function RequiredMark({ block, required }: { block: string; required: boolean }) {
  return required ? (
    <span className={`${block}__required`} aria-hidden="true">
      *
    </span>
  ) : null;
}

export function FieldLabel({
  block,
  controlId,
  visible,
  color,
  required,
  children,
}: {
  block: string;
  controlId: string;
  /** False keeps the label for screen readers only. */
  visible: boolean;
  /** '' : the brand kit's text colour. */
  color: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={controlId} className={visible ? `${block}__label` : `${block}__sr`} style={{ color: fieldLabelColor(color) }}>
      {children}
      <RequiredMark block={block} required={required} />
    </label>
  );
}

/** Where the form runtime shows why the control with id `controlId` was refused (it looks for `<id>-error`). */
export function FieldError({ block, controlId }: { block: string; controlId: string }) {
  return <p id={`${controlId}-error`} className={`${block}__error`} hidden />;
}

/**
 * A text field people never see (`honeypotCss`) and bots fill in; the form runtime sends it
 * (`findHoneypot`) and the server drops submissions that filled it. Put one in every form.
 */
export function Honeypot({ block }: { block: string }) {
  return (
    <div className={`${block}__honeypot`} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** Moves `Honeypot` out of sight (but not out of the form, as `display:none` would tell bots). */
export function honeypotCss(block: string): string {
  return `.${block}__honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`;
}
