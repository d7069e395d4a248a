import { z } from 'zod';
import { ROLES } from '../roles/roles.ts';

export const emailSchema = z.string().trim().toLowerCase().email('The email must be a valid email address.');

export const passwordSchema = z
  .string({ error: 'The password field is required.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be longer than 200 characters.');

const confirmationMatches = (body: { password: string; password_confirmation: string }) => body.password === body.password_confirmation;
const confirmationIssue = { message: 'The password confirmation does not match.', path: ['password_confirmation'] };
const confirmation = z.string({ error: 'The password confirmation field is required.' });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'The password field is required.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ access_token: z.string() });

export const userLandingGrantSchema = z.object({
  landing_id: z.number().int(),
  permissions: z.array(z.string()),
});

// Fields added after the first release are optional here so clients and fixtures of the first shape still fit; the server always sends them.
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  agency: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** The agency's own logo (its settings), shown in the top bar; optional for clients of the first shape. */
      logo: z.string().nullable().optional(),
    })
    .nullable(),
  can_create_landing: z.boolean().optional(),
  /** The §4 agency-blocked state: the agency area sends the user to the subscription screen. */
  blocked: z.boolean().optional(),
  /** Spec §3 User hasCourses: the agency bought a course (it keeps them through a canceled subscription, §4). */
  has_courses: z.boolean().optional(),
  /** The agency's AI calls would run (its own OpenAI key, the server's, or the fake AI): AI actions are offered only then. */
  can_use_ai: z.boolean().optional(),
  subscribed: z.boolean().optional(),
  free_fee: z.boolean().optional(),
  free_register: z.boolean().optional(),
  /** The websites a sub-user may open, each with the permission keys granted there. */
  user_landings: z.array(userLandingGrantSchema).optional(),
  /** Set while an admin is signed in as this user. */
  impersonator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileBodySchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.'),
  email: emailSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const messageResponseSchema = z.object({ message: z.string(), success: z.boolean() });

export const requestPasswordResetBodySchema = z.object({ email: emailSchema });

/** The reset link carries `token` and `email` as query parameters of /passwords/reset. */
export const changePasswordWithTokenBodySchema = z
  .object({ token: z.string().min(1, 'The token field is required.'), password: passwordSchema, password_confirmation: confirmation })
  .refine(confirmationMatches, confirmationIssue);
export type ChangePasswordWithTokenBody = z.infer<typeof changePasswordWithTokenBodySchema>;

export const changeOwnPasswordBodySchema = z
  .object({
    current_password: z.string().min(1, 'The current password field is required.'),
    password: passwordSchema,
    password_confirmation: confirmation,
  })
  .refine(confirmationMatches, confirmationIssue);
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBodySchema>;

export const setUserPasswordBodySchema = z
  .object({ password: passwordSchema, password_confirmation: confirmation })
  .refine(confirmationMatches, confirmationIssue);
export type SetUserPasswordBody = z.infer<typeof setUserPasswordBodySchema>;

export const checkEmailBodySchema = z.object({ email: emailSchema });
export const checkEmailResponseSchema = z.object({ available: z.boolean() });

export const registerBodySchema = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.'),
    agency_name: z.string().trim().max(120, 'The agency name may not be longer than 120 characters.').optional(),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmation,
  })
  .refine(confirmationMatches, confirmationIssue);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const orderBodySchema = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.'),
    agency_name: z.string().trim().max(120, 'The agency name may not be longer than 120 characters.').optional(),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmation,
    plan: z.string().trim().min(1, 'The plan field is required.').max(80, 'The plan may not be longer than 80 characters.'),
    /** A card the order page's card form confirmed: the plan is paid at once and the agency starts subscribed. */
    payment_method: z.string().regex(/^pm_\w{1,100}$/, 'This is not a payment method id.').optional(),
    /** Which of the plan's prices; its first monthly one when left out. */
    price_id: z.number().int().positive().optional(),
    coupon: z.string().trim().min(1).max(100).optional(),
  })
  .refine(confirmationMatches, confirmationIssue);
export type OrderBody = z.infer<typeof orderBodySchema>;

export const signupResponseSchema = z.object({
  access_token: z.string(),
  uid: z.number().int(),
  /** A signed redirect-link value for POST /check-validity (e.g. to sign in on another white-label domain). */
  hash: z.string(),
  /** POST /order with a card: whether the payment went through and the agency is subscribed. */
  subscribed: z.boolean().optional(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const checkValidityBodySchema = z.object({
  hash: z.string().min(1, 'The hash field is required.').max(2000, 'This login link is invalid.'),
  redirect_url: z.string().max(2000, 'The redirect url may not be longer than 2000 characters.').optional(),
});
export type CheckValidityBody = z.infer<typeof checkValidityBodySchema>;

export const checkValidityResponseSchema = z.object({
  valid: z.boolean(),
  access_token: z.string().optional(),
  /** Where to go next: the requested address when it is on this app, else the role's home. */
  redirect_url: z.string(),
});
export type CheckValidityResponse = z.infer<typeof checkValidityResponseSchema>;

export const impersonateResponseSchema = z.object({ access_token: z.string(), message: z.string(), success: z.boolean() });
