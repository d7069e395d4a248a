import { z } from '@tessera/sdk';
import { IANAZone } from 'luxon';

/** Spec §9: how often a schedule writes a post. */
export const REPEAT_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type RepeatInterval = (typeof REPEAT_INTERVALS)[number];

const prompt = z.string().trim().min(1, 'Say what the posts should be about.').max(1000, 'The topic may not be longer than 1000 characters.');
const timeZone = z.string().refine((zone) => IANAZone.isValidZone(zone), 'Choose a time zone such as America/New_York.');
const publish = z.boolean().default(false);

/** A recurring AI post: what it is about, how often, at what time in which zone, from which day. */
export const scheduleBodySchema = z.object({
  prompt,
  repeat: z.enum(REPEAT_INTERVALS, { message: 'Choose day, week, month or year.' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:MM, e.g. 09:30.'),
  time_zone: timeZone,
  /** The first day a post is written on; today when left out. */
  starts_on: z.string().regex(/^\d{4}-\d\d-\d\d$/, 'Write the day as YYYY-MM-DD.').optional(),
  /** Publish each post at once; otherwise it waits as a draft. */
  publish,
  active: z.boolean().default(true),
});
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;
export const updateScheduleBodySchema = scheduleBodySchema.partial();

export const scheduleSchema = z.object({
  id: z.number(),
  landing_id: z.number(),
  prompt: z.string(),
  repeat: z.enum(REPEAT_INTERVALS),
  time: z.string(),
  time_zone: z.string(),
  starts_on: z.string(),
  publish: z.boolean(),
  active: z.boolean(),
  /** The next post's moment; null while the schedule is paused. */
  next_run_at: z.string().nullable(),
  created_at: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleSavedSchema = z.object({ data: scheduleSchema, message: z.string(), success: z.boolean() });
export const scheduleParamsSchema = z.object({ id: z.coerce.number().int().positive(), scheduleId: z.coerce.number().int().positive() });

/** One post the AI is to write at `run_at` (createAIScheduledBlog). */
export const oneOffBodySchema = z.object({ prompt, run_at: z.string().datetime({ offset: true, message: 'Give the moment as an ISO date and time.' }), publish });

/** A post written on a schedule, or waiting to be: a recurring schedule's run or a one-off. */
export const aiRunSchema = z.object({
  id: z.number(),
  schedule_id: z.number().nullable(),
  prompt: z.string(),
  due_at: z.string(),
  publish: z.boolean(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  post_id: z.number().nullable(),
  error: z.string().nullable(),
});
export type AiRun = z.infer<typeof aiRunSchema>;
export const aiRunParamsSchema = z.object({ id: z.coerce.number().int().positive(), runId: z.coerce.number().int().positive() });

/** scheduledBlog: publish an existing post at a later moment. */
export const scheduledPublishBodySchema = z.object({
  blog_id: z.number().int().positive(),
  publish_at: z.string().datetime({ offset: true, message: 'Give the moment as an ISO date and time.' }).nullable(),
});

export const generateBlogBodySchema = z.object({ prompt });
