import { AGENCY_ROLES, AiWriterToken, blogPostSavedSchema, defineAppRoute, validationFailed, z, type AnyAppRoute, type AppLanding, type AppRouteAccess, type PermissionKey } from '@tessera/sdk';
import {
  aiRunParamsSchema,
  aiRunSchema,
  generateBlogBodySchema,
  oneOffBodySchema,
  scheduleBodySchema,
  scheduledPublishBodySchema,
  scheduleParamsSchema,
  scheduleSavedSchema,
  scheduleSchema,
  updateScheduleBodySchema,
} from '../schedule-schemas.ts';
import { addBlogPost, requireBlogPost, schedulePublish, toBlogPost } from './blog-store.ts';
import { createOneOff, createSchedule, deleteAiRun, deleteSchedule, listAiRuns, listSchedules, requireSchedule, runScheduleNow, toAiRun, toSchedule, updateSchedule } from './schedule-store.ts';

const access = (permission: PermissionKey): AppRouteAccess => ({ roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission });
// Schedules write and publish posts on their own: whoever sets them up may publish.
const scheduling = access('blog.publish');
const landingParams = z.object({ id: z.coerce.number().int().positive() });
const message = z.object({ message: z.string(), success: z.boolean() });
const runSaved = z.object({ data: aiRunSchema, message: z.string(), success: z.boolean() });
const checked = (landing: AppLanding | null): AppLanding => landing!;

/** AI posts (generate-blog), recurring AI posts (blog-schedules, spec §9 intervals), one-off AI posts and scheduled publishing. */
export const scheduleRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/keywords/generate-blog',
    alsoAt: ['/landings/:id/generate-blog'],
    summary: "Write a draft post with the AI from a topic, on the agency's OpenAI key (else the server's)",
    access: access('blog.create'),
    params: landingParams,
    body: generateBlogBodySchema,
    response: { 201: blogPostSavedSchema },
    handler: async ({ landing, body, reply }, context) => {
      const written = await context.services.resolve(AiWriterToken).blogPost({ agencyId: checked(landing).agencyId, prompt: body.prompt });
      const post = await addBlogPost(context, checked(landing), { title: written.title, description: written.excerpt, design: written.design });
      reply.status(201);
      return { data: toBlogPost(post), message: 'Blog post written. Read it through before you publish it.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/blog-schedules',
    summary: "The website's recurring AI posts",
    access: access('blog.view'),
    params: landingParams,
    response: { 200: z.object({ data: z.array(scheduleSchema) }) },
    handler: async ({ landing }, context) => ({ data: (await listSchedules(context, checked(landing).id)).map(toSchedule) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/blog-schedules/:scheduleId',
    summary: 'One recurring AI post schedule',
    access: access('blog.view'),
    params: scheduleParamsSchema,
    response: { 200: z.object({ data: scheduleSchema }) },
    handler: async ({ landing, params }, context) => ({ data: toSchedule(await requireSchedule(context, checked(landing), params.scheduleId)) }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/blog-schedules',
    summary: 'Have the AI write a post on a topic every day, week, month or year, at a time of day in a time zone',
    access: scheduling,
    params: landingParams,
    body: scheduleBodySchema,
    response: { 201: scheduleSavedSchema },
    handler: async ({ landing, body, reply }, context) => {
      const schedule = await createSchedule(context, checked(landing), body);
      reply.status(201);
      return { data: toSchedule(schedule), message: 'Schedule created.', success: true };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/landings/:id/blog-schedules/:scheduleId',
    summary: "Change a schedule's topic, interval, time or zone, or pause it (`active: false`); its next post counts from now",
    access: scheduling,
    params: scheduleParamsSchema,
    body: updateScheduleBodySchema,
    response: { 200: scheduleSavedSchema },
    handler: async ({ landing, params, body }, context) => ({
      data: toSchedule(await updateSchedule(context, checked(landing), params.scheduleId, body)),
      message: 'Schedule saved.',
      success: true,
    }),
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/landings/:id/blog-schedules/:scheduleId',
    summary: 'Stop and delete a schedule; the posts it wrote stay',
    access: scheduling,
    params: scheduleParamsSchema,
    response: { 200: message },
    handler: async ({ landing, params }, context) => {
      await deleteSchedule(context, checked(landing), params.scheduleId);
      return { message: 'Schedule deleted.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/schedule-auto-blog',
    summary: "Write a schedule's next post now, without waiting for its moment (its moments stay as they are)",
    access: scheduling,
    params: landingParams,
    body: z.object({ schedule_id: z.number().int().positive() }),
    response: { 201: runSaved },
    handler: async ({ landing, body, reply }, context) => {
      const run = await runScheduleNow(context, checked(landing), body.schedule_id);
      reply.status(201);
      return { data: toAiRun(run), message: 'The post is being written; it shows in the blog within a minute.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/AIScheduledBlog',
    summary: "The website's AI posts: those waiting first, then those written or failed, newest first",
    access: access('blog.view'),
    params: landingParams,
    response: { 200: z.object({ data: z.array(aiRunSchema) }) },
    handler: async ({ landing }, context) => ({ data: (await listAiRuns(context, checked(landing).id)).map(toAiRun) }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/createAIScheduledBlog',
    summary: 'Have the AI write one post on a topic at a moment to come',
    access: scheduling,
    params: landingParams,
    body: oneOffBodySchema,
    response: { 201: runSaved },
    handler: async ({ landing, body, reply }, context) => {
      const run = await createOneOff(context, checked(landing), body);
      reply.status(201);
      return { data: toAiRun(run), message: 'AI post scheduled.', success: true };
    },
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/landings/:id/AIScheduledBlog/:runId',
    summary: 'Cancel an AI post still waiting, or forget one written or failed (the post itself stays)',
    access: scheduling,
    params: aiRunParamsSchema,
    response: { 200: message },
    handler: async ({ landing, params }, context) => {
      await deleteAiRun(context, checked(landing), params.runId);
      return { message: 'Scheduled AI post removed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/scheduledBlog',
    summary: "Publish a post at a moment to come (its design as it is then); `publish_at: null` takes the moment back",
    access: access('blog.publish'),
    params: landingParams,
    body: scheduledPublishBodySchema,
    response: { 200: blogPostSavedSchema },
    handler: async ({ landing, body }, context) => {
      const post = await requireBlogPost(context, checked(landing), body.blog_id).catch(() => {
        throw validationFailed({ blog_id: ['Choose a post of this website.'] });
      });
      const saved = await schedulePublish(context, post, body.publish_at === null ? null : new Date(body.publish_at));
      return { data: toBlogPost(saved), message: body.publish_at === null ? 'Scheduled publishing cancelled.' : 'Post scheduled for publishing.', success: true };
    },
  }),
];
