import { AgencyChargesToken, clockNow, defineAppRoute, HttpError, notFound, validationFailed, type AnyAppRoute, type AppCaller, type AppServerContext } from '@tessera/sdk';
import { courseParams, lessonParams, orderOnetimeBody, progressBody, type AgencyCourse, type OwnedCourse } from '../course-schemas.ts';
import { coursesDb, documents, lessonsOf, requireLesson, type CourseRow } from './course-store.ts';

/** Courses are bought and followed by the agency owner (spec §2 agency courses). */
const owner = { roles: ['Agency'], tenant: 'agency' } as const;

function agencyOf(caller: AppCaller | null): { userId: number; agencyId: number } {
  if (!caller || caller.agencyId === null) throw new HttpError('forbidden', 'This action is unauthorized.');
  return { userId: caller.id, agencyId: caller.agencyId };
}

const publishedCourses = (context: AppServerContext) =>
  coursesDb(context).selectFrom('courses_courses').selectAll().where('published', '=', true).orderBy('published_at', 'desc').orderBy('id', 'desc').execute();

async function ownedCourseIds(context: AppServerContext, agencyId: number): Promise<Set<number>> {
  const rows = await coursesDb(context).selectFrom('courses_purchases').select('course_id').where('agency_id', '=', agencyId).execute();
  return new Set(rows.map((row) => row.course_id));
}

/** Whether the agency bought any course (spec §3 User hasCourses). */
export async function agencyHasCourses(context: AppServerContext, agencyId: number): Promise<boolean> {
  return (await coursesDb(context).selectFrom('courses_purchases').select('id').where('agency_id', '=', agencyId).limit(1).executeTakeFirst()) !== undefined;
}

/** A course the agency bought; any other (unbought, or bought by another agency only) answers 404. */
async function requireOwnedCourse(context: AppServerContext, agencyId: number, courseId: number): Promise<CourseRow> {
  const row = await coursesDb(context)
    .selectFrom('courses_courses as c')
    .innerJoin('courses_purchases as p', 'p.course_id', 'c.id')
    .selectAll('c')
    .where('c.id', '=', courseId)
    .where('p.agency_id', '=', agencyId)
    .executeTakeFirst();
  if (!row) throw notFound('Course');
  return row;
}

async function completedLessonIds(context: AppServerContext, userId: number, lessonIds: number[]): Promise<Set<number>> {
  if (lessonIds.length === 0) return new Set();
  const rows = await coursesDb(context).selectFrom('courses_progress').select('lesson_id').where('user_id', '=', userId).where('lesson_id', 'in', lessonIds).execute();
  return new Set(rows.map((row) => row.lesson_id));
}

async function clearedAt(context: AppServerContext, userId: number): Promise<Date | null> {
  const row = await coursesDb(context).selectFrom('courses_notices').select('cleared_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.cleared_at ?? null;
}

async function catalogue(context: AppServerContext, userId: number, agencyId: number): Promise<AgencyCourse[]> {
  const courses = await publishedCourses(context);
  const owned = await ownedCourseIds(context, agencyId);
  // Bought courses stay listed after the admin unpublishes them.
  const withdrawn = [...owned].filter((id) => !courses.some((course) => course.id === id));
  if (withdrawn.length > 0) courses.push(...(await coursesDb(context).selectFrom('courses_courses').selectAll().where('id', 'in', withdrawn).execute()));
  const ids = courses.map((course) => course.id);
  const lessons = ids.length === 0 ? [] : await coursesDb(context).selectFrom('courses_lessons').select(['id', 'course_id']).where('course_id', 'in', ids).execute();
  const completed = await completedLessonIds(context, userId, lessons.map((lesson) => lesson.id));
  const since = await clearedAt(context, userId);
  return courses.map((course) => {
    const own = lessons.filter((lesson) => lesson.course_id === course.id);
    return {
      id: course.id,
      name: course.name,
      description: course.description,
      cover: course.cover,
      price_cents: course.price_cents,
      currency: course.currency,
      owned: owned.has(course.id),
      new: course.published && !owned.has(course.id) && course.published_at !== null && (since === null || course.published_at > since),
      lessons_count: own.length,
      completed_count: own.filter((lesson) => completed.has(lesson.id)).length,
    };
  });
}

async function ownedCourse(context: AppServerContext, userId: number, course: CourseRow): Promise<OwnedCourse> {
  const lessons = await lessonsOf(context, course.id);
  const completed = await completedLessonIds(context, userId, lessons.map((lesson) => lesson.id));
  return { id: course.id, name: course.name, description: course.description, lessons: lessons.map((lesson) => ({ id: lesson.id, name: lesson.name, completed: completed.has(lesson.id) })) };
}

/** Buys a published course once; a free one needs no card. Nothing is recorded unless the charge went through. */
async function buyCourse(context: AppServerContext, agencyId: number, courseId: number, paymentMethod: string | undefined) {
  const course = await coursesDb(context).selectFrom('courses_courses').selectAll().where('id', '=', courseId).where('published', '=', true).executeTakeFirst();
  if (!course) throw notFound('Course');
  if ((await ownedCourseIds(context, agencyId)).has(course.id)) throw validationFailed({ course_id: ['You already own this course.'] });
  let chargeId: string | null = null;
  if (course.price_cents > 0) {
    const charge = await context.services.resolve(AgencyChargesToken).chargeOnce(agencyId, {
      amount: course.price_cents,
      currency: course.currency,
      description: `Course: ${course.name}`,
      // A double click charges once; another card is another attempt.
      idempotencyKey: `course-${course.id}-agency-${agencyId}-${paymentMethod ?? 'default-card'}`,
      metadata: { course_id: String(course.id), agency_id: String(agencyId) },
      ...(paymentMethod ? { paymentMethodId: paymentMethod } : {}),
    });
    if (charge.status !== 'succeeded') throw validationFailed({ payment_method: ['Your bank asks to confirm this payment, which courses cannot do yet: use another card.'] });
    chargeId = charge.id;
  }
  const at = clockNow(context);
  await coursesDb(context)
    .insertInto('courses_purchases')
    .values({ course_id: course.id, agency_id: agencyId, amount_cents: course.price_cents, currency: course.currency, charge_id: chargeId, created_at: at })
    .onConflict((conflict) => conflict.columns(['course_id', 'agency_id']).doNothing())
    .execute();
  return { course_id: course.id, amount_cents: course.price_cents, currency: course.currency, purchased_at: at.toISOString() };
}

/** The agency side (spec §2 agency courses, §7 /agency-courses, /order-onetime). */
export const agencyRoutes: AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/agency-courses',
    summary: "The published courses with what the agency owns and has completed, the count of new ones, and the card that would pay",
    access: owner,
    handler: async ({ caller }, context) => {
      const { userId, agencyId } = agencyOf(caller);
      const data = await catalogue(context, userId, agencyId);
      const card = await context.services.resolve(AgencyChargesToken).defaultCard(agencyId);
      return { data, meta: { total: data.length, new_count: data.filter((course) => course.new).length, card } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/agency-courses-notification/clear',
    summary: 'Mark every course published so far as seen (the "new course" notification goes away)',
    access: owner,
    handler: async ({ caller }, context) => {
      const { userId } = agencyOf(caller);
      const at = clockNow(context);
      await coursesDb(context)
        .insertInto('courses_notices')
        .values({ user_id: userId, cleared_at: at })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ cleared_at: at }))
        .execute();
      return { message: 'Notification cleared.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/order-onetime',
    summary: "Buy a course once, with the card just entered or the agency's default card (free courses need none)",
    access: owner,
    body: orderOnetimeBody,
    handler: async ({ caller, body, reply }, context) => {
      const { agencyId } = agencyOf(caller);
      const data = await buyCourse(context, agencyId, body.course_id, body.payment_method);
      reply.status(201);
      return { data, message: 'Course purchased.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/agency-courses/:courseId',
    summary: 'A course the agency bought, with its lessons and which the user completed',
    access: owner,
    params: courseParams,
    handler: async ({ caller, params }, context) => {
      const { userId, agencyId } = agencyOf(caller);
      return { data: await ownedCourse(context, userId, await requireOwnedCourse(context, agencyId, params.courseId)) };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/agency-courses/:courseId/lessons/:lessonId',
    summary: 'A lesson of a bought course, as HTML to show',
    access: owner,
    params: lessonParams,
    handler: async ({ caller, params }, context) => {
      const { userId, agencyId } = agencyOf(caller);
      const course = await requireOwnedCourse(context, agencyId, params.courseId);
      const lesson = await requireLesson(context, course.id, params.lessonId);
      const completed = await completedLessonIds(context, userId, [lesson.id]);
      return { data: { id: lesson.id, name: lesson.name, html: documents(context).renderHtml(lesson.design, { title: `${lesson.name} · ${course.name}` }), completed: completed.has(lesson.id) } };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/agency-courses/:courseId/lessons/:lessonId/progress',
    summary: 'Mark a lesson completed, or not',
    access: owner,
    params: lessonParams,
    body: progressBody,
    handler: async ({ caller, params, body }, context) => {
      const { userId, agencyId } = agencyOf(caller);
      const course = await requireOwnedCourse(context, agencyId, params.courseId);
      const lesson = await requireLesson(context, course.id, params.lessonId);
      const db = coursesDb(context);
      if (body.completed) {
        await db.insertInto('courses_progress').values({ user_id: userId, lesson_id: lesson.id, completed_at: clockNow(context) }).onConflict((conflict) => conflict.columns(['user_id', 'lesson_id']).doNothing()).execute();
      } else {
        await db.deleteFrom('courses_progress').where('user_id', '=', userId).where('lesson_id', '=', lesson.id).execute();
      }
      return { data: await ownedCourse(context, userId, course), message: body.completed ? 'Lesson completed.' : 'Lesson marked as not completed.', success: true };
    },
  }),
];
