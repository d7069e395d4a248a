import { z } from 'zod';
import { ROLES } from '../roles/roles.ts';

export const emailSchema = z.string().trim().toLowerCase().email('The email must be a valid email address.');

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'The password field is required.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ access_token: z.string() });

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  agency: z
    .object({
      id: z.number().int(),
      name: z.string(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
