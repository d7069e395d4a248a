import { clockNow, DesignedDocumentsToken, notFound, validationFailed, type AppServerContext, type Kysely, type Selectable } from '@tessera/sdk';
import type { Course, CourseBody, CourseWithLessons } from '../course-schemas.ts';
import type { CourseTables } from '../course-tables.ts';

export type CourseRow = Selectable<CourseTables['courses_courses']>;
export type LessonRow = Selectable<CourseTables['courses_lessons']>;

// The platform's database seen through the app's own tables only: the app reads nothing else.
export const coursesDb = (context: AppServerContext): Kysely<CourseTables> => context.db;
export const documents = (context: AppServerContext) => context.services.resolve(DesignedDocumentsToken);

async function countsOf(context: AppServerContext, courseIds: number[]) {
  const lessons = new Map<number, number>();
  const buyers = new Map<number, number>();
  if (courseIds.length === 0) return { lessons, buyers };
  const db = coursesDb(context);
  const [lessonRows, buyerRows] = await Promise.all([
    db.selectFrom('courses_lessons').select(['course_id', (eb) => eb.fn.countAll<string>().as('n')]).where('course_id', 'in', courseIds).groupBy('course_id').execute(),
    db.selectFrom('courses_purchases').select(['course_id', (eb) => eb.fn.countAll<string>().as('n')]).where('course_id', 'in', courseIds).groupBy('course_id').execute(),
  ]);
  for (const row of lessonRows) lessons.set(row.course_id, Number(row.n));
  for (const row of buyerRows) buyers.set(row.course_id, Number(row.n));
  return { lessons, buyers };
}

/** Courses as the admin's list shows them, with their lesson and buyer counts. */
export async function toCourses(context: AppServerContext, rows: CourseRow[]): Promise<Course[]> {
  const counts = await countsOf(context, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    cover: row.cover,
    price_cents: row.price_cents,
    currency: row.currency,
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    lessons_count: counts.lessons.get(row.id) ?? 0,
    buyers: counts.buyers.get(row.id) ?? 0,
  }));
}

export async function requireCourse(context: AppServerContext, courseId: number): Promise<CourseRow> {
  const row = await coursesDb(context).selectFrom('courses_courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  if (!row) throw notFound('Course');
  return row;
}

export const lessonsOf = (context: AppServerContext, courseId: number) =>
  coursesDb(context).selectFrom('courses_lessons').selectAll().where('course_id', '=', courseId).orderBy('position').orderBy('id').execute();

/** A lesson of the course; a lesson of another course answers 404 like one that does not exist. */
export async function requireLesson(context: AppServerContext, courseId: number, lessonId: number): Promise<LessonRow> {
  const row = await coursesDb(context).selectFrom('courses_lessons').selectAll().where('course_id', '=', courseId).where('id', '=', lessonId).executeTakeFirst();
  if (!row) throw notFound('Lesson');
  return row;
}

export async function courseWithLessons(context: AppServerContext, courseId: number): Promise<CourseWithLessons> {
  const [course] = await toCourses(context, [await requireCourse(context, courseId)]);
  const lessons = await lessonsOf(context, courseId);
  return { ...course!, lessons: lessons.map((lesson) => ({ id: lesson.id, name: lesson.name, position: lesson.position, version: lesson.version })) };
}

export async function createCourse(context: AppServerContext, body: CourseBody): Promise<CourseRow> {
  const at = clockNow(context);
  return coursesDb(context)
    .insertInto('courses_courses')
    .values({ ...body, published: false, published_at: null, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCourse(context: AppServerContext, courseId: number, body: CourseBody): Promise<void> {
  await requireCourse(context, courseId);
  await coursesDb(context).updateTable('courses_courses').set({ ...body, updated_at: clockNow(context) }).where('id', '=', courseId).execute();
}

export const HAS_BUYERS = 'Agencies have bought this course, so it stays; unpublish it to take it off the catalogue.';

export async function deleteCourse(context: AppServerContext, courseId: number): Promise<void> {
  await requireCourse(context, courseId);
  const bought = await coursesDb(context).selectFrom('courses_purchases').select('id').where('course_id', '=', courseId).executeTakeFirst();
  if (bought) throw validationFailed({ course: [HAS_BUYERS] });
  await coursesDb(context).deleteFrom('courses_courses').where('id', '=', courseId).execute();
}

export async function publishCourse(context: AppServerContext, courseId: number, published: boolean): Promise<void> {
  const row = await requireCourse(context, courseId);
  const at = clockNow(context);
  // Republishing keeps the first date: agencies were told of the course then.
  await coursesDb(context)
    .updateTable('courses_courses')
    .set({ published, published_at: published ? (row.published_at ?? at) : row.published_at, updated_at: at })
    .where('id', '=', courseId)
    .execute();
}

/** A copy with its lessons (fresh node ids), unpublished and with no buyers. */
export async function cloneCourse(context: AppServerContext, courseId: number): Promise<number> {
  const row = await requireCourse(context, courseId);
  const lessons = await lessonsOf(context, courseId);
  return coursesDb(context).transaction().execute(async (db) => {
    const at = clockNow(context);
    const { id: _id, ...fields } = row;
    const copy = await db
      .insertInto('courses_courses')
      .values({ ...fields, name: `${row.name} (copy)`.slice(0, 120), published: false, published_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (lessons.length > 0) {
      await db
        .insertInto('courses_lessons')
        .values(lessons.map((lesson) => ({ course_id: copy.id, position: lesson.position, name: lesson.name, design: JSON.stringify(documents(context).withFreshIds(lesson.design)), updated_at: at })))
        .execute();
    }
    return copy.id;
  });
}

/**
 * Brings every lesson's design to the installed plugins' current settings (what a design
 * saved with older plugin versions migrates to); answers how many lessons changed.
 */
export async function convertCourse(context: AppServerContext, courseId: number): Promise<number> {
  await requireCourse(context, courseId);
  let changed = 0;
  for (const lesson of await lessonsOf(context, courseId)) {
    const { design: current, changed: migrated } = documents(context).upgrade(lesson.design);
    if (!migrated) continue;
    await coursesDb(context)
      .updateTable('courses_lessons')
      .set((eb) => ({ design: JSON.stringify(current), version: eb('version', '+', 1), updated_at: clockNow(context) }))
      .where('id', '=', lesson.id)
      .execute();
    changed += 1;
  }
  return changed;
}

export async function addLesson(context: AppServerContext, courseId: number, name: string): Promise<LessonRow> {
  await requireCourse(context, courseId);
  const last = await coursesDb(context).selectFrom('courses_lessons').select((eb) => eb.fn.max('position').as('position')).where('course_id', '=', courseId).executeTakeFirst();
  return coursesDb(context)
    .insertInto('courses_lessons')
    .values({ course_id: courseId, position: Number(last?.position ?? 0) + 1, name, design: JSON.stringify(documents(context).empty()), updated_at: clockNow(context) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renameLesson(context: AppServerContext, courseId: number, lessonId: number, name: string): Promise<void> {
  await requireLesson(context, courseId, lessonId);
  await coursesDb(context).updateTable('courses_lessons').set({ name, updated_at: clockNow(context) }).where('id', '=', lessonId).execute();
}

export async function deleteLesson(context: AppServerContext, courseId: number, lessonId: number): Promise<void> {
  await requireLesson(context, courseId, lessonId);
  await coursesDb(context).deleteFrom('courses_lessons').where('id', '=', lessonId).execute();
}

/** Puts the lessons in the order given, which must name each lesson of the course once. */
export async function reorderLessons(context: AppServerContext, courseId: number, lessonIds: number[]): Promise<void> {
  await requireCourse(context, courseId);
  const lessons = await lessonsOf(context, courseId);
  const known = new Set(lessons.map((lesson) => lesson.id));
  const sameSet = lessonIds.length === known.size && new Set(lessonIds).size === lessonIds.length && lessonIds.every((lessonId) => known.has(lessonId));
  if (!sameSet) throw validationFailed({ lesson_ids: ['The lesson order must name each lesson of this course once.'] });
  await coursesDb(context).transaction().execute(async (trx) => {
    for (const [index, lessonId] of lessonIds.entries()) {
      await trx.updateTable('courses_lessons').set({ position: index + 1 }).where('id', '=', lessonId).execute();
    }
  });
}

export function saveLessonDesign(context: AppServerContext, courseId: number, lessonId: number, input: { design: unknown; version: number }) {
  return documents(context).saveVersioned(
    {
      noun: 'lesson',
      read: () => requireLesson(context, courseId, lessonId),
      write: async (design, expectedVersion) => {
        const saved = await coursesDb(context)
          .updateTable('courses_lessons')
          .set((eb) => ({ design: JSON.stringify(design), version: eb('version', '+', 1), updated_at: clockNow(context) }))
          .where('id', '=', lessonId)
          .where('course_id', '=', courseId)
          .where('version', '=', expectedVersion)
          .returning('version')
          .executeTakeFirst();
        return saved?.version;
      },
    },
    input,
  );
}
