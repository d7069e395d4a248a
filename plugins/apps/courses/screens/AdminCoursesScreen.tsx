import { formatMoney, z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import { useCallback, useEffect, useState } from 'react';
import { course, type Course } from '../course-schemas.ts';

const pageOfCourses = z.object({ data: z.array(course), meta: z.object({ total: z.number() }) });
const done = z.object({ message: z.string() });

/** /admin/courses: every course with its lessons, price, state and buyers. */
export default function AdminCoursesScreen() {
  const { request, navigate, Link, DataTable, RowActions } = useAppScreen();
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      request('/admin-courses?per_page=100', { schema: pageOfCourses })
        .then((body) => setCourses(body.data))
        .catch(() => setFailed(true)),
    [request],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const act = (path: string, method: 'POST' | 'DELETE', body?: unknown) =>
    request(path, { method, body, schema: done })
      .then(load)
      .catch(() => {});

  return (
    <section className="screen" aria-labelledby="courses-title">
      <header className="screen__header">
        <h1 className="screen__title" id="courses-title">
          Courses
        </h1>
        <button type="button" className="btn btn--primary" onClick={() => navigate('/admin/courses/create')}>
          New course
        </button>
      </header>
      {failed ? <p role="alert">The courses could not be loaded.</p> : null}
      {courses === null ? (
        failed ? null : <p>Loading courses…</p>
      ) : courses.length === 0 ? (
        <p>No courses yet. Create one, add its lessons and design them.</p>
      ) : (
        <DataTable columns={['Name', 'Lessons', 'Price', 'State', 'Buyers']}>
          {courses.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={`/admin/courses/${item.id}/edit`}>{item.name}</Link>
              </td>
              <td>{item.lessons_count}</td>
              <td>{item.price_cents === 0 ? 'Free' : formatMoney(item.price_cents, item.currency)}</td>
              <td>{item.published ? 'Published' : 'Draft'}</td>
              <td>{item.buyers}</td>
              <RowActions>
                <Link className="btn btn--small" to={`/admin/courses/${item.id}/preview`}>
                  Preview
                </Link>
                <button type="button" className="btn btn--small" onClick={() => void act(`/admin-courses/${item.id}/publish`, 'POST', { published: !item.published })}>
                  {item.published ? 'Unpublish' : 'Publish'}
                </button>
                <button type="button" className="btn btn--small" onClick={() => void act(`/admin-courses/${item.id}/clone`, 'POST')}>
                  Copy
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  aria-label={`Delete ${item.name}`}
                  onClick={() => {
                    if (window.confirm(`Delete the course "${item.name}" and its lessons?`)) void act(`/admin-courses/${item.id}`, 'DELETE');
                  }}
                >
                  Delete
                </button>
              </RowActions>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
