import { formatMoney, z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import './courses.css';
import { useCallback, useEffect, useState } from 'react';
import { agencyCatalogue, purchase, type AgencyCourse } from '../course-schemas.ts';

type Catalogue = z.infer<typeof agencyCatalogue>;
const bought = z.object({ data: purchase });
const cleared = z.object({ message: z.string() });

const priceOf = (course: AgencyCourse) => (course.price_cents === 0 ? 'Free' : formatMoney(course.price_cents, course.currency));

/** /agency/courses: the agency's courses and the ones it can buy, with the new-course notification. */
export default function AgencyCoursesScreen() {
  const { request, navigate, Link } = useAppScreen();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [buying, setBuying] = useState<AgencyCourse | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      request('/agency-courses', { schema: agencyCatalogue })
        .then(setCatalogue)
        .catch(() => {}),
    [request],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const buy = async (course: AgencyCourse) => {
    setBusy(true);
    try {
      await request('/order-onetime', { method: 'POST', body: { course_id: course.id }, schema: bought });
      navigate(`/agency/courses/${course.id}`);
    } catch {
      // The toast said why (a declined card, no card); the offer stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () =>
    request('/agency-courses-notification/clear', { method: 'POST', schema: cleared })
      .then(load)
      .catch(() => {});

  if (catalogue === null) return <p className="screen">Loading courses…</p>;
  const owned = catalogue.data.filter((course) => course.owned);
  const offered = catalogue.data.filter((course) => !course.owned);
  const card = catalogue.meta.card;
  const newCount = catalogue.meta.new_count;

  return (
    <section className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Courses</h1>
      </header>
      {newCount > 0 ? (
        <div className="notice" role="status">
          <p>{newCount === 1 ? 'A new course was published.' : `${newCount} new courses were published.`}</p>
          <button type="button" className="btn btn--small" onClick={() => void dismiss()}>
            Dismiss
          </button>
        </div>
      ) : null}

      <section aria-labelledby="my-courses">
        <h2 id="my-courses">My courses</h2>
        {owned.length === 0 ? <p>You have no courses yet.</p> : null}
        <ul className="course-cards">
          {owned.map((course) => (
            <li key={course.id} className="course-card">
              <h3>{course.name}</h3>
              <p>{course.description}</p>
              <p>
                {course.completed_count} of {course.lessons_count} lessons completed
              </p>
              <Link className="btn btn--primary" to={`/agency/courses/${course.id}`}>
                Open<span className="visually-hidden"> {course.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="course-catalogue">
        <h2 id="course-catalogue">Available courses</h2>
        {offered.length === 0 ? <p>No other courses are available right now.</p> : null}
        <ul className="course-cards">
          {offered.map((course) => (
            <li key={course.id} className="course-card">
              <h3>
                {course.name} {course.new ? <span className="badge">New</span> : null}
              </h3>
              <p>{course.description}</p>
              <p>
                {course.lessons_count} lessons · {priceOf(course)}
              </p>
              {buying?.id === course.id ? (
                <div role="group" aria-label={`Buy ${course.name}`}>
                  {course.price_cents > 0 && card === null ? (
                    <p>
                      Add a card first: <Link to="/agency/payment-methods">Payment methods</Link>
                    </p>
                  ) : (
                    <>
                      <p>{course.price_cents === 0 ? 'This course is free.' : `Pay ${priceOf(course)} once with ${card!.brand} ending in ${card!.last4}.`}</p>
                      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void buy(course)}>
                        Confirm purchase
                      </button>
                    </>
                  )}
                  <button type="button" className="btn btn--ghost" onClick={() => setBuying(null)}>
                    Cancel
                  </button>
                </div>
              ) : (
                <button type="button" className="btn" onClick={() => setBuying(course)}>
                  {course.price_cents === 0 ? 'Get' : 'Buy'} {course.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
