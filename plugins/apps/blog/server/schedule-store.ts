import { clockNow, notFound, validationFailed, type AppLanding, type AppServerContext, type Kysely, type Selectable } from '@tessera/sdk';
import type { BlogTables } from '../blog-tables.ts';
import type { AiRun, Schedule, ScheduleBody } from '../schedule-schemas.ts';
import { nextRunAfter, todayIn } from './next-run.ts';

type ScheduleRow = Selectable<BlogTables['blog_schedules']>;
type RunRow = Selectable<BlogTables['blog_ai_runs']>;

const blogDb = (context: AppServerContext): Kysely<BlogTables> => context.db;

export function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    landing_id: row.landing_id,
    prompt: row.prompt,
    repeat: row.repeat,
    time: row.time,
    time_zone: row.time_zone,
    starts_on: row.starts_on,
    publish: row.publish,
    active: row.active,
    next_run_at: row.next_run_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export const toAiRun = (row: RunRow): AiRun => ({
  id: row.id,
  schedule_id: row.schedule_id,
  prompt: row.prompt,
  due_at: row.due_at.toISOString(),
  publish: row.publish,
  status: row.status,
  post_id: row.post_id,
  error: row.error,
});

/** The next run from now on: none while paused. A schedule changed or resumed starts counting from now, so it never writes the posts it missed while paused. */
const nextRun = (context: AppServerContext, schedule: Pick<ScheduleRow, 'repeat' | 'time' | 'time_zone' | 'starts_on' | 'active'>) =>
  schedule.active ? nextRunAfter(schedule, new Date(clockNow(context).getTime() - 1)) : null;

export const listSchedules = (context: AppServerContext, landingId: number) =>
  blogDb(context).selectFrom('blog_schedules').selectAll().where('landing_id', '=', landingId).orderBy('id').execute();

export async function requireSchedule(context: AppServerContext, landing: AppLanding, scheduleId: number): Promise<ScheduleRow> {
  const row = await blogDb(context).selectFrom('blog_schedules').selectAll().where('landing_id', '=', landing.id).where('id', '=', scheduleId).executeTakeFirst();
  if (!row) throw notFound('Blog schedule');
  return row;
}

export async function createSchedule(context: AppServerContext, landing: AppLanding, body: ScheduleBody): Promise<ScheduleRow> {
  const values = { ...body, starts_on: body.starts_on ?? todayIn(body.time_zone, clockNow(context)) };
  return blogDb(context)
    .insertInto('blog_schedules')
    .values({ ...values, landing_id: landing.id, next_run_at: nextRun(context, values) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSchedule(context: AppServerContext, landing: AppLanding, scheduleId: number, body: Partial<ScheduleBody>): Promise<ScheduleRow> {
  const schedule = await requireSchedule(context, landing, scheduleId);
  const changed = { ...schedule, ...body };
  return blogDb(context)
    .updateTable('blog_schedules')
    .set({ ...body, next_run_at: nextRun(context, changed), updated_at: clockNow(context) })
    .where('id', '=', schedule.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSchedule(context: AppServerContext, landing: AppLanding, scheduleId: number): Promise<void> {
  const schedule = await requireSchedule(context, landing, scheduleId);
  await blogDb(context).deleteFrom('blog_schedules').where('id', '=', schedule.id).execute();
}

/** The website's AI posts: those waiting (soonest first), then those written or failed (newest first). */
export const listAiRuns = (context: AppServerContext, landingId: number) =>
  blogDb(context)
    .selectFrom('blog_ai_runs')
    .selectAll()
    .where('landing_id', '=', landingId)
    .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
    .orderBy('due_at', 'desc')
    .limit(100)
    .execute();

/** One post the AI is to write at `runAt`, which must be to come. */
export async function createOneOff(context: AppServerContext, landing: AppLanding, body: { prompt: string; run_at: string; publish: boolean }): Promise<RunRow> {
  const dueAt = new Date(body.run_at);
  if (dueAt <= clockNow(context)) throw validationFailed({ run_at: ['Choose a moment still to come.'] });
  return blogDb(context)
    .insertInto('blog_ai_runs')
    .values({ landing_id: landing.id, schedule_id: null, prompt: body.prompt, due_at: dueAt, publish: body.publish })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Cancels a post still waiting, or forgets one written or failed (the post itself stays). */
export async function deleteAiRun(context: AppServerContext, landing: AppLanding, runId: number): Promise<void> {
  const run = await blogDb(context).selectFrom('blog_ai_runs').select(['id', 'status']).where('landing_id', '=', landing.id).where('id', '=', runId).executeTakeFirst();
  if (!run) throw notFound('Scheduled AI post');
  if (run.status === 'running') throw validationFailed({ id: ['This post is being written now; try again in a moment.'] });
  await blogDb(context).deleteFrom('blog_ai_runs').where('id', '=', run.id).execute();
}

/** The run of `schedule` due now, whatever its next moment says (schedule-auto-blog: "write the next post now"). */
export async function runScheduleNow(context: AppServerContext, landing: AppLanding, scheduleId: number): Promise<RunRow> {
  const schedule = await requireSchedule(context, landing, scheduleId);
  return blogDb(context)
    .insertInto('blog_ai_runs')
    .values({ landing_id: landing.id, schedule_id: null, prompt: schedule.prompt, due_at: clockNow(context), publish: schedule.publish })
    .returningAll()
    .executeTakeFirstOrThrow();
}
