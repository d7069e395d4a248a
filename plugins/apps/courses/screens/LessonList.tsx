import { z } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useId, useState, type FormEvent } from 'react';
import type { CourseWithLessons } from '../course-schemas.ts';

const done = z.object({ message: z.string() });

/** A course's lessons in order: add, rename, move, delete, and open each in the designer. */
export function LessonList({ course, onChanged }: { course: CourseWithLessons; onChanged: () => Promise<void> }) {
  const { request, Link } = useAppScreen();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const base = `/admin-courses/${course.id}/lessons`;

  const call = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => request(path, { method, body, schema: done }).then(onChanged);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await call(base, 'POST', { name });
      setName('');
      setError(null);
    } catch (failure) {
      setError(fieldErrorsOf(failure).name?.[0] ?? null);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = course.lessons.map((lesson) => lesson.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void call(`${base}/order`, 'PUT', { lesson_ids: ids }).catch(() => {});
  };

  const rename = (lessonId: number, current: string) => {
    const next = window.prompt('Lesson name', current);
    if (next !== null && next.trim() !== '' && next !== current) void call(`${base}/${lessonId}`, 'PUT', { name: next }).catch(() => {});
  };

  return (
    <section aria-labelledby={`${id}-lessons`}>
      <h2 id={`${id}-lessons`}>Lessons</h2>
      {course.lessons.length === 0 ? <p>No lessons yet: add the first one below.</p> : null}
      <ol className="course-lessons">
        {course.lessons.map((lesson, index) => (
          <li key={lesson.id} className="toolbar">
            <span>{lesson.name}</span>
            <Link className="btn btn--small" to={`/admin/courses/${course.id}/lessons/${lesson.id}/design`}>
              Design<span className="visually-hidden"> {lesson.name}</span>
            </Link>
            <button type="button" className="btn btn--small" onClick={() => rename(lesson.id, lesson.name)} aria-label={`Rename ${lesson.name}`}>
              Rename
            </button>
            <button type="button" className="btn btn--small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${lesson.name} up`}>
              ↑
            </button>
            <button type="button" className="btn btn--small" disabled={index === course.lessons.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${lesson.name} down`}>
              ↓
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              aria-label={`Delete ${lesson.name}`}
              onClick={() => {
                if (window.confirm(`Delete the lesson "${lesson.name}"?`)) void call(`${base}/${lesson.id}`, 'DELETE').catch(() => {});
              }}
            >
              Delete
            </button>
          </li>
        ))}
      </ol>
      <form className="toolbar" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor={`${id}-new`}>New lesson</label>
        <input id={`${id}-new`} className="input" value={name} onChange={(event) => setName(event.target.value)} maxLength={120} aria-describedby={error ? `${id}-new-error` : undefined} />
        <button type="submit" className="btn btn--primary">
          Add lesson
        </button>
        {error ? (
          <p className="form-row__error" id={`${id}-new-error`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
