import { z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { renderedLesson } from '../course-schemas.ts';

const lessonEnvelope = z.object({ data: renderedLesson });

export interface ReaderLesson {
  id: number;
  name: string;
  completed?: boolean;
}

interface LessonReaderProps {
  title: string;
  lessons: readonly ReaderLesson[];
  /** Where the lesson's HTML is read, under /api/v1. */
  lessonPath: (lessonId: number) => string;
  /** The lesson opened first. */
  startAt: number | null;
  /** Under the lesson: what the reader can do with it (mark it completed). */
  actions?: (lesson: ReaderLesson) => ReactNode;
}

/**
 * A course read lesson by lesson: the lessons in order beside the open one, which is drawn as
 * its published page would be inside a frame that runs none of its scripts.
 */
export function LessonReader({ title, lessons, lessonPath, startAt, actions }: LessonReaderProps) {
  const { request } = useAppScreen();
  const [openId, setOpenId] = useState<number | null>(startAt ?? lessons[0]?.id ?? null);
  const [html, setHtml] = useState<string | null>(null);
  const id = useId();
  const index = lessons.findIndex((lesson) => lesson.id === openId);
  const open = index === -1 ? null : lessons[index]!;

  useEffect(() => {
    if (openId === null) return;
    let current = true;
    setHtml(null);
    request(lessonPath(openId), { schema: lessonEnvelope })
      .then((body) => current && setHtml(body.data.html))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [openId, lessonPath, request]);

  if (lessons.length === 0) return <p>This course has no lessons yet.</p>;
  return (
    <div className="course-reader">
      <nav aria-labelledby={`${id}-lessons`}>
        <h2 id={`${id}-lessons`}>Lessons</h2>
        <ol>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <button type="button" className="btn btn--ghost" aria-current={lesson.id === openId ? 'step' : undefined} onClick={() => setOpenId(lesson.id)}>
                {lesson.completed ? '✓ ' : ''}
                {lesson.name}
                {lesson.completed ? <span className="visually-hidden"> (completed)</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {open ? (
        <article aria-labelledby={`${id}-open`}>
          <h2 id={`${id}-open`}>
            Lesson {index + 1} of {lessons.length}: {open.name}
          </h2>
          {html === null ? <p>Loading the lesson…</p> : <iframe className="course-reader__frame" title={`${title}: ${open.name}`} srcDoc={html} sandbox="" />}
          <div className="toolbar">
            {actions?.(open)}
            <button type="button" className="btn" disabled={index === 0} onClick={() => setOpenId(lessons[index - 1]!.id)}>
              Previous lesson
            </button>
            <button type="button" className="btn" disabled={index === lessons.length - 1} onClick={() => setOpenId(lessons[index + 1]!.id)}>
              Next lesson
            </button>
          </div>
        </article>
      ) : null}
    </div>
  );
}
