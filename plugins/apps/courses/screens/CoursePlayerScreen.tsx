import { z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import './courses.css';
import { useCallback, useEffect, useState } from 'react';
import { ownedCourse, type OwnedCourse } from '../course-schemas.ts';
import { LessonReader } from './LessonReader.tsx';

const courseEnvelope = z.object({ data: ownedCourse });

/** /agency/courses/{courseId}: a bought course, opened at the first lesson not completed yet. */
export default function CoursePlayerScreen() {
  const { request, params, Link } = useAppScreen();
  const [course, setCourse] = useState<OwnedCourse | null>(null);
  const [missing, setMissing] = useState(false);
  const base = `/agency-courses/${params.courseId}`;

  useEffect(() => {
    request(base, { schema: courseEnvelope })
      .then((body) => setCourse(body.data))
      .catch(() => setMissing(true));
  }, [base, request]);
  const lessonPath = useCallback((lessonId: number) => `${base}/lessons/${lessonId}`, [base]);

  // The box shows the change at once; the server's answer (or, when it fails, the course read again) has the last word.
  const mark = (lessonId: number, completed: boolean) => {
    setCourse((current) => current && { ...current, lessons: current.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, completed } : lesson)) });
    request(`${base}/lessons/${lessonId}/progress`, { method: 'PUT', body: { completed }, schema: courseEnvelope })
      .then((body) => setCourse(body.data))
      .catch(() =>
        request(base, { schema: courseEnvelope })
          .then((body) => setCourse(body.data))
          .catch(() => {}),
      );
  };

  if (missing) {
    return (
      <section className="screen">
        <h1 className="screen__title">Course not found</h1>
        <p>
          This course is not one your agency bought. <Link to="/agency/courses">See the courses</Link>
        </p>
      </section>
    );
  }
  const done = course?.lessons.filter((lesson) => lesson.completed).length ?? 0;
  return (
    <section className="screen">
      <Link className="screen__back" to="/agency/courses">
        ← Courses
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{course?.name ?? 'Course'}</h1>
        {course ? (
          <span className="screen__count" role="status">
            {done} of {course.lessons.length} lessons completed
          </span>
        ) : null}
      </header>
      {course ? (
        <LessonReader
          title={course.name}
          lessons={course.lessons}
          lessonPath={lessonPath}
          startAt={course.lessons.find((lesson) => !lesson.completed)?.id ?? null}
          actions={(lesson) => (
            <label className="check">
              <input type="checkbox" checked={Boolean(lesson.completed)} onChange={(event) => mark(lesson.id, event.target.checked)} />
              Completed
            </label>
          )}
        />
      ) : (
        <p>Loading the course…</p>
      )}
    </section>
  );
}
