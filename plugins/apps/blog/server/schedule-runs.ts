import { AiWriterToken, clockNow, HttpError, WebsiteReachToken, type AppServerContext, type Kysely } from '@tessera/sdk';
import type { BlogTables } from '../blog-tables.ts';
import { addBlogPost, publishBlogPost, type BlogPostRow } from './blog-store.ts';
import { nextRunAfter } from './next-run.ts';

const blogDb = (context: AppServerContext): Kysely<BlogTables> => context.db;

/** A run left running this long was cut off (a restart in the middle): it is written again. */
const STUCK_AFTER_MS = 15 * 60_000;

/** A schedule left off for a long while catches up this many posts at most per minute, so a return after months does not flood the blog. */
const CATCH_UP_PER_TICK = 12;

/**
 * Turns every schedule's due moments into runs. Claiming is one conditional statement: the run
 * is inserted unique by (schedule, moment) and the schedule moves on only from the moment it was
 * at, so two processes (or a restart in the middle) never write a moment twice, and a moment
 * missed while the server was down is written when it is back.
 */
async function claimDueRuns(context: AppServerContext, now: Date): Promise<void> {
  const due = await blogDb(context).selectFrom('blog_schedules').selectAll().where('active', '=', true).where('next_run_at', '<=', now).execute();
  for (const schedule of due) {
    let at = schedule.next_run_at!;
    for (let caught = 0; at <= now && caught < CATCH_UP_PER_TICK; caught += 1) {
      const next = nextRunAfter(schedule, at);
      const moved = await blogDb(context).transaction().execute(async (trx) => {
        const claimed = await trx.updateTable('blog_schedules').set({ next_run_at: next }).where('id', '=', schedule.id).where('next_run_at', '=', at).returning('id').executeTakeFirst();
        if (!claimed) return false;
        await trx
          .insertInto('blog_ai_runs')
          .values({ landing_id: schedule.landing_id, schedule_id: schedule.id, prompt: schedule.prompt, due_at: at, publish: schedule.publish })
          .onConflict((oc) => oc.columns(['schedule_id', 'due_at']).doNothing())
          .execute();
        return true;
      });
      if (!moved) break;
      at = next;
    }
  }
}

/** Writes one claimed run: the AI's post as a draft, published at once when the schedule says so. */
async function writeRun(context: AppServerContext, run: { id: number; landing_id: number; prompt: string; publish: boolean }): Promise<void> {
  const website = await context.services.resolve(WebsiteReachToken).find(run.landing_id);
  if (!website) return;
  let post: BlogPostRow | undefined;
  try {
    const written = await context.services.resolve(AiWriterToken).blogPost({ agencyId: website.agencyId, prompt: run.prompt });
    post = await addBlogPost(context, website, { title: written.title, description: written.excerpt, design: written.design });
    if (run.publish) await publishBlogPost(context, website, post.id);
    await blogDb(context).updateTable('blog_ai_runs').set({ status: 'done', post_id: post.id, error: null }).where('id', '=', run.id).execute();
  } catch (error) {
    const message = error instanceof HttpError ? error.message : 'The post could not be written.';
    await blogDb(context).updateTable('blog_ai_runs').set({ status: 'failed', post_id: post?.id ?? null, error: message }).where('id', '=', run.id).execute();
  }
}

/** Publishes the posts whose scheduled moment has come (scheduledBlog), each once. */
async function publishDuePosts(context: AppServerContext, now: Date): Promise<void> {
  const due = await blogDb(context).selectFrom('blog_posts').select(['id', 'landing_id', 'publish_at']).where('publish_at', '<=', now).execute();
  for (const post of due) {
    const claimed = await blogDb(context).updateTable('blog_posts').set({ publish_at: null }).where('id', '=', post.id).where('publish_at', '=', post.publish_at).returning('id').executeTakeFirst();
    if (!claimed) continue;
    const website = await context.services.resolve(WebsiteReachToken).find(post.landing_id);
    if (website) await publishBlogPost(context, website, post.id);
  }
}

/** The blog's minute job: schedules' due moments, then the runs due (one-offs too), then the posts to publish. */
export async function runBlogSchedules(context: AppServerContext): Promise<void> {
  const now = clockNow(context);
  await claimDueRuns(context, now);
  await blogDb(context)
    .updateTable('blog_ai_runs')
    .set({ status: 'pending' })
    .where('status', '=', 'running')
    .where('claimed_at', '<', new Date(now.getTime() - STUCK_AFTER_MS))
    .execute();
  for (;;) {
    const run = await blogDb(context)
      .updateTable('blog_ai_runs')
      .set({ status: 'running', claimed_at: now })
      .where('id', '=', (eb) => eb.selectFrom('blog_ai_runs').select('id').where('status', '=', 'pending').where('due_at', '<=', now).orderBy('due_at').limit(1))
      .where('status', '=', 'pending')
      .returning(['id', 'landing_id', 'prompt', 'publish'])
      .executeTakeFirst();
    if (!run) break;
    await writeRun(context, run);
  }
  await publishDuePosts(context, now);
}
