import type { SiteContextValue } from '../render/site-context.tsx';
import type { FormFieldRule } from './field-rules.ts';

/**
 * What a form-sending element does when a visitor submits it: which fields it sends and what
 * follows. The server checks a submission against this, as published, never the draft.
 */
export interface FormSending {
  /**
   * "own": the fields this element declares itself (a form with its own `<form>`);
   * "section": the fields of the other elements in its section or popup that do not send a
   * form of their own (a "Submit form" button beside field elements).
   */
  fields: 'own' | 'section';
  /** Shown after a successful send when there is nowhere to go. */
  successMessage: string;
  /** Where the browser goes after a successful send (a path of the site or an http(s) address). */
  redirect?: string;
  /** The website form (built in its dashboard) whose submissions these are, if any. */
  formId?: number;
}

/**
 * An element's part in the forms of a published page. Declare what Render draws: a control
 * marked `data-ts-field` for each field, with the same name and rules (`elementContract`
 * checks that the defaults agree).
 */
export interface ElementFormContract<Props> {
  /** The fields this element shows for the visitor to fill in. */
  fields?: (props: Props, site: SiteContextValue) => readonly FormFieldRule[];
  /** Whether, with these props, the element sends a form; null when it does not (a Button that is a link). */
  sends?: (props: Props, site: SiteContextValue) => FormSending | null;
}
