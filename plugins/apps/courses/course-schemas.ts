import { z } from '@tessera/sdk';

/**
 * The courses app's API shapes, shared by its routes (which validate with them) and its
 * screens (which check the answers with them). Money is integer cents.
 */

const id = z.coerce.number().int().positive();
export const courseParams = z.object({ courseId: id });
export const lessonParams = courseParams.extend({ lessonId: id });

const name = z.string().trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.');

/** Largest price of a course: $100,000.00. */
export const MAX_PRICE_CENTS = 10_000_000;

export const courseBody = z.object({
  name,
  description: z.string().trim().max(2000, 'The description may not be longer than 2000 characters.').default(''),
  cover: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), 'The cover must be an image address (https://… or /uploads/…).')
    .default(''),
  price_cents: z.coerce
    .number({ error: 'The price must be a number.' })
    .int('The price must be in whole cents.')
    .min(0, 'The price may not be negative.')
    .max(MAX_PRICE_CENTS, 'The price may not be more than 100000.00.'),
  currency: z.enum(['usd', 'eur', 'gbp'], { error: 'The currency must be usd, eur or gbp.' }).default('usd'),
});
export type CourseBody = z.infer<typeof courseBody>;

export const publishBody = z.object({ published: z.boolean().default(true) }).optional();
export const lessonBody = z.object({ name });
export const lessonOrderBody = z.object({ lesson_ids: z.array(z.number().int().positive()).max(500) });
export const designBody = z.object({ design: z.unknown(), version: z.number().int().min(1) });
export const listQuery = z.object({
  search: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const orderOnetimeBody = z.object({
  course_id: z.number({ error: 'The course id field is required.' }).int().positive(),
  /** A card the card form just confirmed; without it the agency's default card pays. */
  payment_method: z.string().trim().min(1).max(255).optional(),
});
export const progressBody = z.object({ completed: z.boolean() });

export const lessonSummary = z.object({ id: z.number(), name: z.string(), position: z.number(), version: z.number() });
export const course = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  price_cents: z.number(),
  currency: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  lessons_count: z.number(),
  buyers: z.number(),
});
export type Course = z.infer<typeof course>;
export const courseWithLessons = course.extend({ lessons: z.array(lessonSummary) });
export type CourseWithLessons = z.infer<typeof courseWithLessons>;
export const lessonDocument = z.object({ id: z.number(), name: z.string(), design: z.unknown(), version: z.number() });

/** A published course as an agency sees it in the catalogue. */
export const agencyCourse = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  price_cents: z.number(),
  currency: z.string(),
  owned: z.boolean(),
  /** Published since the agency last cleared its course notification. */
  new: z.boolean(),
  lessons_count: z.number(),
  completed_count: z.number(),
});
export type AgencyCourse = z.infer<typeof agencyCourse>;
export const agencyCatalogue = z.object({
  data: z.array(agencyCourse),
  meta: z.object({ total: z.number(), new_count: z.number(), card: z.object({ brand: z.string(), last4: z.string() }).nullable() }),
});
export const ownedCourse = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  lessons: z.array(z.object({ id: z.number(), name: z.string(), completed: z.boolean() })),
});
export type OwnedCourse = z.infer<typeof ownedCourse>;
export const renderedLesson = z.object({ id: z.number(), name: z.string(), html: z.string(), completed: z.boolean() });
export const purchase = z.object({ course_id: z.number(), amount_cents: z.number(), currency: z.string(), purchased_at: z.string() });
