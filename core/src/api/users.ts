import { z } from 'zod';
import { installedPermissionKeys, MANAGED_ROLES } from '../roles/permissions.ts';
import { ROLES } from '../roles/roles.ts';
import { emailSchema, passwordSchema } from './auth.ts';

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  agency_id: z.number().int().nullable(),
  can_create_landing: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListItemSchema = userSchema.pick({ id: true, name: true, email: true, role: true });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(10),
  search: z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

const subUserRole = z.enum(MANAGED_ROLES, { error: 'The role must be AgencyUser, WebsiteUser or CardUser.' });
const name = z.string().trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.');

export const createUserBodySchema = z
  .object({
    name,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    role: subUserRole,
    can_create_landing: z.boolean().default(false),
    /** Required of an admin, who belongs to no agency; an agency's own id otherwise. */
    agency_id: z.number().int().positive().optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z.object({
  name,
  email: emailSchema,
  role: subUserRole,
  can_create_landing: z.boolean(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** One of the install's keys: the platform's or an installed app's (read when the body is checked, after the apps are installed). */
const permissionKey = z
  .string({ error: 'Unknown permission.' })
  .refine((key) => installedPermissionKeys().includes(key), 'Unknown permission.')
  .meta({ description: "A permission key of the install: the platform's (pages.view, forms.edit…) or an installed app's (blog.publish…).", examples: ['pages.view'] });

export const userLandingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  landing_id: z.number().int(),
  landing_title: z.string(),
  permissions: z.array(z.string()),
});
export type UserLanding = z.infer<typeof userLandingSchema>;

export const createUserLandingBodySchema = z.object({
  landing_id: z.number({ error: 'The landing id field is required.' }).int().positive(),
  permissions: z.array(permissionKey).default([]),
});
export type CreateUserLandingBody = z.infer<typeof createUserLandingBodySchema>;

/** POST /landings/{id}/multiple-users: several sub-users get the website with the same permission keys. */
export const grantManyUsersBodySchema = z.object({
  user_ids: z
    .array(z.number().int().positive(), { error: 'The user ids field is required.' })
    .min(1, 'Choose at least one user.')
    .max(100, 'Choose at most 100 users at a time.'),
  permissions: z.array(permissionKey).default([]),
});
export type GrantManyUsersBody = z.infer<typeof grantManyUsersBodySchema>;
export const grantManyUsersResponseSchema = z.object({ data: z.array(userLandingSchema), message: z.string(), success: z.boolean() });
/** GET /users/list. */
export const userNamesResponseSchema = z.object({ data: z.array(userListItemSchema) });

export const updateUserLandingBodySchema = z.object({
  permissions: z.array(permissionKey, { error: 'The permissions field is required.' }),
});
export type UpdateUserLandingBody = z.infer<typeof updateUserLandingBodySchema>;
