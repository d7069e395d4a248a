import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../services/mailer.ts';
import { toForm } from './forms.service.ts';

export interface FormSubmissionNotice {
  landingId: number;
  /** The page element that sent the submission. */
  elementId: string;
  /** The website form the element shows, if it shows one. */
  formId?: number;
  /** The answers, by field name. */
  fields: Record<string, string | boolean>;
  /** The address of the page it was sent from. */
  pageUrl?: string;
}

/**
 * E-mails a new submission to the notification addresses of the website's form the element
 * shows (its `formId`) and of the forms connected to the element (a form's `element_ids`). For the publishing side to call once a
 * contact is stored; returns how many messages went out. Sending is best effort per address.
 */
export async function notifyFormSubmission(db: Db, mailer: Mailer, notice: FormSubmissionNotice, onError: (error: unknown) => void = () => {}): Promise<number> {
  const [landing, rows] = await Promise.all([
    db.selectFrom('landings').select('title').where('id', '=', notice.landingId).executeTakeFirst(),
    db.selectFrom('forms').selectAll().where('landing_id', '=', notice.landingId).execute(),
  ]);
  if (!landing) return 0;
  const forms = rows.map(toForm).filter((form) => form.notify_emails.length > 0 && (form.id === notice.formId || form.element_ids.includes(notice.elementId)));
  let sent = 0;
  for (const form of forms) {
    const labels = new Map(form.fields.map((field) => [field.name, field.label]));
    const lines = Object.entries(notice.fields).map(([name, value]) => `${labels.get(name) ?? name}: ${value === true ? 'yes' : value === false ? 'no' : value}`);
    const text = [`A new submission of "${form.name}" on ${landing.title}:`, '', ...lines, ...(notice.pageUrl ? ['', `Sent from ${notice.pageUrl}`] : [])].join('\n');
    for (const to of form.notify_emails) {
      try {
        await mailer.send({ to, subject: `New submission: ${form.name}`, text });
        sent += 1;
      } catch (error) {
        onError(error);
      }
    }
  }
  return sent;
}
