import { z } from '@tessera/sdk';
import { webinarSchema } from '../../webinar-schemas.ts';

export const gotoRegInfoProps = z.object({
  /** "{account id}:{webinar key}" of one of the agency's webinars; null shows the soonest. */
  webinar: z
    .string()
    .regex(/^\d+:\d{1,20}$/)
    .nullable()
    .default(null),
  /** Empty shows the webinar's own title. */
  heading: z.string().max(200).default(''),
  show_description: z.boolean().default(true),
  button_label: z.string().trim().min(1).max(60).default('Register'),
});
export type GotoRegInfoProps = z.infer<typeof gotoRegInfoProps>;

export type ShownWebinar = z.infer<typeof webinarSchema>;

/** What the webinars app tells its elements about a website: its agency's upcoming webinars, soonest first. */
export const webinarSiteData = z.object({ webinars: z.array(webinarSchema) });

export const webinarId = (entry: Pick<ShownWebinar, 'account_id' | 'key'>) => `${entry.account_id}:${entry.key}`;

/**
 * A webinar's start as people read it, with the zone's name: on the server in the organizer's
 * zone, in the browser (zone undefined) in the visitor's own.
 */
export function webinarTime(iso: string, lang: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}
