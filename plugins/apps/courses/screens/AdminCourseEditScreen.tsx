import { amountTextFromCents, centsFromAmountText, z } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import './courses.css';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { courseWithLessons, type CourseWithLessons } from '../course-schemas.ts';
import { LessonList } from './LessonList.tsx';

const courseEnvelope = z.object({ data: courseWithLessons });

interface Draft {
  name: string;
  description: string;
  cover: string;
  price: string;
  currency: string;
}

const EMPTY: Draft = { name: '', description: '', cover: '', price: '0.00', currency: 'usd' };
const draftOf = (course: CourseWithLessons): Draft => ({
  name: course.name,
  description: course.description,
  cover: course.cover,
  price: amountTextFromCents(course.price_cents),
  currency: course.currency,
});

/** /admin/courses/create and /admin/courses/{courseId}/edit: the course's details, then its lessons. */
export default function AdminCourseEditScreen() {
  const { request, navigate, params, Link } = useAppScreen();
  const courseId = params.courseId === undefined ? null : Number(params.courseId);
  const [course, setCourse] = useState<CourseWithLessons | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const id = useId();

  const load = useCallback(async () => {
    if (courseId === null) return;
    const body = await request(`/admin-courses/${courseId}`, { schema: courseEnvelope });
    setCourse(body.data);
    setDraft(draftOf(body.data));
  }, [courseId, request]);
  useEffect(() => {
    load().catch(() => {});
  }, [load]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromAmountText(draft.price);
    if (cents === null) {
      setErrors({ price_cents: ['The price must be an amount like 49 or 49.90.'] });
      return;
    }
    setSaving(true);
    setErrors({});
    const body = { name: draft.name, description: draft.description, cover: draft.cover, price_cents: cents, currency: draft.currency };
    try {
      const saved = await request(courseId === null ? '/admin-courses' : `/admin-courses/${courseId}`, { method: courseId === null ? 'POST' : 'PUT', body, schema: courseEnvelope });
      if (courseId === null) navigate(`/admin/courses/${saved.data.id}/edit`);
      else setCourse(saved.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const courseAction = (path: string, method: 'POST' | 'PUT', body?: unknown) =>
    request(path, { method, body, schema: z.object({ message: z.string() }) })
      .then(load)
      .catch(() => {});

  const field = (key: keyof Draft) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const error = (key: string) => {
    const message = errors[key]?.[0];
    return message ? (
      <p className="form-row__error" id={`${id}-${key}-error`} role="alert">
        {message}
      </p>
    ) : null;
  };

  return (
    <section className="screen" aria-labelledby={`${id}-title`}>
      <Link className="screen__back" to="/admin/courses">
        ← Courses
      </Link>
      <header className="screen__header">
        <h1 className="screen__title" id={`${id}-title`}>
          {courseId === null ? 'New course' : (course?.name ?? 'Course')}
        </h1>
        {course ? <span className="badge">{course.published ? 'Published' : 'Draft'}</span> : null}
      </header>
      <form className="form-stack" onSubmit={(event) => void save(event)} noValidate>
        <div className={errors.name ? 'form-row has-error' : 'form-row'}>
          <label className="form-row__label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input className="input" {...field('name')} required maxLength={120} />
          {error('name')}
        </div>
        <div className={errors.description ? 'form-row has-error' : 'form-row'}>
          <label className="form-row__label" htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea className="input" rows={3} {...field('description')} maxLength={2000} />
          {error('description')}
        </div>
        <div className={errors.cover ? 'form-row has-error' : 'form-row'}>
          <label className="form-row__label" htmlFor={`${id}-cover`}>
            Cover image address
          </label>
          <input className="input" {...field('cover')} placeholder="https://…" />
          {error('cover')}
        </div>
        <div className={errors.price_cents ? 'form-row has-error' : 'form-row'}>
          <label className="form-row__label" htmlFor={`${id}-price`}>
            Price (0 for a free course)
          </label>
          <input className="input" inputMode="decimal" {...field('price')} />
          {error('price_cents')}
        </div>
        <div className="form-row">
          <label className="form-row__label" htmlFor={`${id}-currency`}>
            Currency
          </label>
          <select className="input" {...field('currency')}>
            <option value="usd">USD</option>
            <option value="eur">EUR</option>
            <option value="gbp">GBP</option>
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {courseId === null ? 'Create course' : 'Save course'}
          </button>
        </div>
      </form>

      {course ? (
        <>
          <div className="toolbar" aria-label="Course actions" role="group">
            <button type="button" className="btn" onClick={() => void courseAction(`/admin-courses/${course.id}/publish`, 'POST', { published: !course.published })}>
              {course.published ? 'Unpublish course' : 'Publish course'}
            </button>
            <Link className="btn" to={`/admin/courses/${course.id}/preview`}>
              Preview
            </Link>
            <button type="button" className="btn" onClick={() => void courseAction(`/admin-courses/${course.id}/convert`, 'PUT')}>
              Convert lessons
            </button>
          </div>
          <LessonList course={course} onChanged={load} />
        </>
      ) : null}
    </section>
  );
}
