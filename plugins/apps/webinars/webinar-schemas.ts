import { z } from '@tessera/sdk';

/** Webinars (spec §1 misc "GoTo Reg Info"): an agency's upcoming webinars, and visitors registering for them. */

export const webinarSchema = z.object({
  account_id: z.number().int(),
  key: z.string(),
  subject: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  time_zone: z.string(),
  registration_url: z.string(),
});
export type Webinar = z.infer<typeof webinarSchema>;

export const webinarListSchema = z.object({ data: z.array(webinarSchema) });

/** Where a published page's registration form posts, on the site's own address. */
export const REGISTER_URL = '/api/v1/site/webinars/register';

const name = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(100, `The ${field} may not be longer than 100 characters.`);

export const registrationBodySchema = z.object({
  account_id: z.coerce.number({ error: 'Choose a webinar.' }).int().positive('Choose a webinar.'),
  webinar_key: z.string({ error: 'Choose a webinar.' }).regex(/^\d{1,20}$/, 'Choose a webinar.'),
  first_name: name('first name'),
  last_name: name('last name'),
  email: z.string({ error: 'The email field is required.' }).trim().email('The email must be a valid email address.').max(254, 'The email may not be longer than 254 characters.'),
  /** Left empty by people; bots fill every field. */
  website: z.string().max(0, 'Leave this field empty.').optional(),
});

export const registrationAnswerSchema = z.object({ message: z.string(), join_url: z.string().nullable(), success: z.boolean() });
