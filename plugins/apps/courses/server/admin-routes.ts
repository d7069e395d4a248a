import { defineAppRoute, type AnyAppRoute } from '@tessera/sdk';
import {
  courseBody,
  courseParams,
  designBody,
  lessonBody,
  lessonOrderBody,
  lessonParams,
  listQuery,
  publishBody,
} from '../course-schemas.ts';
import {
  addLesson,
  cloneCourse,
  convertCourse,
  courseWithLessons,
  coursesDb,
  createCourse,
  deleteCourse,
  deleteLesson,
  documents,
  publishCourse,
  renameLesson,
  reorderLessons,
  requireCourse,
  requireLesson,
  saveLessonDesign,
  toCourses,
  updateCourse,
} from './course-store.ts';

const admin = { roles: ['Admin'], tenant: 'none' } as const;
const done = (message: string) => ({ message, success: true });

/** The admin's course builder (spec §7 /admin-courses): courses, their ordered lessons, each lesson a designed document. */
export const adminRoutes: AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/admin-courses',
    summary: 'A page of courses, published or not, newest first (search by name)',
    access: admin,
    query: listQuery,
    handler: async ({ query }, context) => {
      let rows = coursesDb(context).selectFrom('courses_courses');
      if (query.search) rows = rows.where('name', 'ilike', `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const [page, total] = await Promise.all([
        rows.selectAll().orderBy('id', 'desc').limit(query.per_page).offset((query.page - 1) * query.per_page).execute(),
        rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: await toCourses(context, page), meta: { total: Number(total.n), page: query.page, per_page: query.per_page } };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-courses/all',
    summary: 'Every course by name (for pickers)',
    access: admin,
    handler: async (_call, context) => {
      const rows = await coursesDb(context).selectFrom('courses_courses').select(['id', 'name', 'published']).orderBy('name').execute();
      return { data: rows, meta: { total: rows.length } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-courses',
    summary: 'Create a course (unpublished, no lessons yet)',
    access: admin,
    body: courseBody,
    handler: async ({ body, reply }, context) => {
      const row = await createCourse(context, body);
      reply.status(201);
      return { data: await courseWithLessons(context, row.id), ...done('Course created.') };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-courses/:courseId',
    summary: 'A course with its lessons in order',
    access: admin,
    params: courseParams,
    handler: async ({ params }, context) => ({ data: await courseWithLessons(context, params.courseId) }),
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-courses/:courseId',
    summary: "Change a course's name, description, cover and price (agencies that bought it keep it)",
    access: admin,
    params: courseParams,
    body: courseBody,
    handler: async ({ params, body }, context) => {
      await updateCourse(context, params.courseId, body);
      return { data: await courseWithLessons(context, params.courseId), ...done('Course saved.') };
    },
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/admin-courses/:courseId',
    summary: 'Delete a course no agency has bought',
    access: admin,
    params: courseParams,
    handler: async ({ params }, context) => {
      await deleteCourse(context, params.courseId);
      return done('Course deleted.');
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-courses/:courseId/publish',
    summary: 'Put a course in the agencies\' catalogue (`published: false` takes it out; buyers keep it)',
    access: admin,
    params: courseParams,
    body: publishBody,
    handler: async ({ params, body }, context) => {
      const published = body?.published ?? true;
      await publishCourse(context, params.courseId, published);
      return { data: await courseWithLessons(context, params.courseId), ...done(published ? 'Course published.' : 'Course unpublished.') };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-courses/:courseId/clone',
    summary: 'Copy a course with its lessons (unpublished)',
    access: admin,
    params: courseParams,
    handler: async ({ params, reply }, context) => {
      const id = await cloneCourse(context, params.courseId);
      reply.status(201);
      return { data: await courseWithLessons(context, id), ...done('Course copied.') };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-courses/:courseId/convert',
    summary: "Bring every lesson's design to the installed elements' current settings",
    access: admin,
    params: courseParams,
    handler: async ({ params }, context) => {
      const changed = await convertCourse(context, params.courseId);
      return { data: { converted: changed }, ...done(changed === 0 ? 'Every lesson was already current.' : `${changed} lesson${changed === 1 ? '' : 's'} converted.`) };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-courses/:courseId/lessons',
    summary: 'Add a lesson (blank design) at the end of the course',
    access: admin,
    params: courseParams,
    body: lessonBody,
    handler: async ({ params, body, reply }, context) => {
      const lesson = await addLesson(context, params.courseId, body.name);
      reply.status(201);
      return { data: { id: lesson.id, name: lesson.name, position: lesson.position, version: lesson.version }, ...done('Lesson added.') };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-courses/:courseId/lessons/order',
    summary: "Put the course's lessons in a new order",
    access: admin,
    params: courseParams,
    body: lessonOrderBody,
    handler: async ({ params, body }, context) => {
      await reorderLessons(context, params.courseId, body.lesson_ids);
      return { data: await courseWithLessons(context, params.courseId), ...done('Lessons reordered.') };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-courses/:courseId/lessons/:lessonId',
    summary: 'A lesson with its design, for the designer',
    access: admin,
    params: lessonParams,
    handler: async ({ params }, context) => {
      const lesson = await requireLesson(context, params.courseId, params.lessonId);
      return { data: { id: lesson.id, name: lesson.name, design: lesson.design, version: lesson.version } };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-courses/:courseId/lessons/:lessonId',
    summary: 'Rename a lesson',
    access: admin,
    params: lessonParams,
    body: lessonBody,
    handler: async ({ params, body }, context) => {
      await renameLesson(context, params.courseId, params.lessonId, body.name);
      return done('Lesson renamed.');
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-courses/:courseId/lessons/:lessonId/design',
    summary: "Save a lesson's design over the version it was opened at (409 when it moved on)",
    access: admin,
    params: lessonParams,
    body: designBody,
    handler: async ({ params, body }, context) => {
      const saved = await saveLessonDesign(context, params.courseId, params.lessonId, body);
      return { data: { version: saved.version }, shouldReload: saved.shouldReload };
    },
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/admin-courses/:courseId/lessons/:lessonId',
    summary: 'Delete a lesson (and what buyers had completed of it)',
    access: admin,
    params: lessonParams,
    handler: async ({ params }, context) => {
      await deleteLesson(context, params.courseId, params.lessonId);
      return done('Lesson deleted.');
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-courses/:courseId/lessons/:lessonId/preview',
    summary: "A lesson's current design as HTML, for the admin's preview (published or not)",
    access: admin,
    params: lessonParams,
    handler: async ({ params }, context) => {
      const course = await requireCourse(context, params.courseId);
      const lesson = await requireLesson(context, course.id, params.lessonId);
      return { data: { id: lesson.id, name: lesson.name, html: documents(context).renderHtml(lesson.design, { title: `${lesson.name} · ${course.name}` }), completed: false } };
    },
  }),
];
