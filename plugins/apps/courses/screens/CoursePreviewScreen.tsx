import { z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import './courses.css';
import { useCallback, useEffect, useState } from 'react';
import { courseWithLessons, type CourseWithLessons } from '../course-schemas.ts';
import { LessonReader } from './LessonReader.tsx';

const courseEnvelope = z.object({ data: courseWithLessons });

/** /admin/courses/{courseId}/preview: the course as a buyer will read it, drafts included. */
export default function CoursePreviewScreen() {
  const { request, params, Link } = useAppScreen();
  const [course, setCourse] = useState<CourseWithLessons | null>(null);
  useEffect(() => {
    request(`/admin-courses/${params.courseId}`, { schema: courseEnvelope })
      .then((body) => setCourse(body.data))
      .catch(() => {});
  }, [params.courseId, request]);
  const lessonPath = useCallback((lessonId: number) => `/admin-courses/${params.courseId}/lessons/${lessonId}/preview`, [params.courseId]);

  return (
    <section className="screen">
      <Link className="screen__back" to={`/admin/courses/${params.courseId}/edit`}>
        ← Course
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Preview: {course?.name ?? '…'}</h1>
        {course && !course.published ? <span className="badge">Draft</span> : null}
      </header>
      {course ? <LessonReader title={course.name} lessons={course.lessons} lessonPath={lessonPath} startAt={null} /> : <p>Loading the course…</p>}
    </section>
  );
}
