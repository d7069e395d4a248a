import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../../server/src/testing/designs.ts';
import { ADMIN, createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

/**
 * The courses app through the API, as installed from the manifest: the admin builds and sells
 * a course, agencies buy it through the payment port (the real Stripe adapter against the local
 * fake) and follow its lessons.
 */
let t: TestApp;
let adminToken: string;

type Agency = Awaited<ReturnType<TestApp['createAgency']>> & { token: string };

async function agency(name: string, card?: string): Promise<Agency> {
  const created = await t.createAgency(name);
  const token = await t.tokenFor(created.ownerId);
  if (card) {
    const saved = await t.request({ method: 'POST', url: '/api/v1/payment-methods', token, payload: { payment_method: card } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { ...created, token };
}

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.request({ method, url: `/api/v1${url}`, token: adminToken, ...(payload === undefined ? {} : { payload: payload as object }) });
const as = (who: Agency, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.request({ method, url: `/api/v1${url}`, token: who.token, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A published course of two designed lessons. */
async function publishedCourse(name: string, priceCents: number) {
  const created = await admin('POST', '/admin-courses', { name, description: `All about ${name}`, price_cents: priceCents, currency: 'usd' });
  expect(created.statusCode, created.body).toBe(201);
  const courseId: number = created.json().data.id;
  const lessons: number[] = [];
  for (const [index, title] of ['Welcome', 'Going further'].entries()) {
    const lesson = await admin('POST', `/admin-courses/${courseId}/lessons`, { name: title });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const saved = await admin('PUT', `/admin-courses/${courseId}/lessons/${lesson.json().data.id}/design`, { design: headlineDesign(`${name}: ${title}`, `l${index}`), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    // The designer's save answer, as it reads it for every document (the headline's missing settings were filled in).
    expect(saved.json()).toEqual({ data: { version: 2 }, shouldReload: true });
    lessons.push(lesson.json().data.id);
  }
  expect((await admin('POST', `/admin-courses/${courseId}/publish`)).statusCode).toBe(200);
  return { courseId, lessons };
}

const purchasesOf = async (agencyId: number) =>
  (await sql<{ course_id: number; amount_cents: number; charge_id: string | null }>`select course_id, amount_cents, charge_id from courses_purchases where agency_id = ${agencyId}`.execute(t.db)).rows;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('the admin builds courses', () => {
  it('creates a course of ordered, designed lessons, and refuses bad input naming the field', async () => {
    const bad = await admin('POST', '/admin-courses', { name: ' ', price_cents: 12.5, currency: 'yen' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['currency', 'name', 'price_cents']);
    expect((await admin('GET', '/admin-courses')).json().meta.total).toBe(0);

    const { courseId, lessons } = await publishedCourse('Bookkeeping', 4900);
    const course = (await admin('GET', `/admin-courses/${courseId}`)).json().data;
    expect(course).toMatchObject({ name: 'Bookkeeping', price_cents: 4900, published: true, lessons_count: 2, buyers: 0 });
    expect(course.lessons.map((lesson: { name: string }) => lesson.name)).toEqual(['Welcome', 'Going further']);

    const reordered = await admin('PUT', `/admin-courses/${courseId}/lessons/order`, { lesson_ids: [lessons[1], lessons[0]] });
    expect(reordered.json().data.lessons.map((lesson: { id: number }) => lesson.id)).toEqual([lessons[1], lessons[0]]);
    const partial = await admin('PUT', `/admin-courses/${courseId}/lessons/order`, { lesson_ids: [lessons[0]] });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.lesson_ids).toEqual(['The lesson order must name each lesson of this course once.']);

    const unknownElement = await admin('PUT', `/admin-courses/${courseId}/lessons/${lessons[0]}/design`, {
      design: { ...headlineDesign('x', 'u'), sections: [{ ...headlineDesign('x', 'u').sections[0], rows: [{ id: 'r', key: 'row', options: {}, columns: [{ id: 'c', key: 'column', options: {}, elements: [{ id: 'e', key: 'no-such-element', props: {} }] }] }] }] },
      version: 2,
    });
    expect(unknownElement.statusCode).toBe(422);
    const stale = await admin('PUT', `/admin-courses/${courseId}/lessons/${lessons[0]}/design`, { design: headlineDesign('Overwritten', 'z'), version: 1 });
    expect(stale.statusCode).toBe(409);
    const lesson = (await admin('GET', `/admin-courses/${courseId}/lessons/${lessons[0]}`)).json().data;
    expect(lesson.version).toBe(2);
    expect(JSON.stringify(lesson.design)).toContain('Bookkeeping: Welcome');

    const preview = (await admin('GET', `/admin-courses/${courseId}/lessons/${lessons[0]}/preview`)).json().data;
    expect(preview.html).toContain('Bookkeeping: Welcome');
    const otherCourse = (await admin('POST', '/admin-courses', { name: 'Other', price_cents: 0 })).json().data.id;
    expect((await admin('GET', `/admin-courses/${otherCourse}/lessons/${lessons[0]}`)).statusCode).toBe(404);

    const copy = await admin('POST', `/admin-courses/${courseId}/clone`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ name: 'Bookkeeping (copy)', published: false, lessons_count: 2 });
    const copiedLesson = (await admin('GET', `/admin-courses/${copy.json().data.id}/lessons/${copy.json().data.lessons[0].id}`)).json().data;
    expect(JSON.stringify(copiedLesson.design)).toContain('Going further');
    expect(JSON.stringify(copiedLesson.design)).not.toContain('element-l1');

    const converted = await admin('PUT', `/admin-courses/${courseId}/convert`);
    expect(converted.json()).toMatchObject({ data: { converted: 0 }, message: 'Every lesson was already current.' });

    expect((await admin('DELETE', `/admin-courses/${otherCourse}`)).statusCode).toBe(200);
    expect((await admin('GET', `/admin-courses/${otherCourse}`)).statusCode).toBe(404);
  });

  it('is the admin’s alone', async () => {
    const owner = await agency('Curious Agency');
    expect((await as(owner, 'GET', '/admin-courses')).statusCode).toBe(403);
    expect((await as(owner, 'POST', '/admin-courses', { name: 'Mine', price_cents: 0 })).statusCode).toBe(403);
  });
});

describe('agencies buy and follow courses', () => {
  it('sells a published course once, charging its price through the provider, and keeps nothing of a refused payment', async () => {
    const { courseId, lessons } = await publishedCourse('Sales calls', 2500);
    const draft = (await admin('POST', '/admin-courses', { name: 'Unfinished', price_cents: 100 })).json().data.id;

    const buyer = await agency('Buyer Agency');
    const catalogue = (await as(buyer, 'GET', '/agency-courses')).json();
    expect(catalogue.data.map((course: { name: string }) => course.name)).toContain('Sales calls');
    expect(catalogue.data.map((course: { id: number }) => course.id)).not.toContain(draft);
    expect(catalogue.data.find((course: { id: number }) => course.id === courseId)).toMatchObject({ owned: false, new: true, price_cents: 2500, lessons_count: 2 });
    expect(catalogue.meta.card).toBeNull();

    const noCard = await as(buyer, 'POST', '/order-onetime', { course_id: courseId });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors.payment_method).toEqual(['Add a card before paying.']);
    const declined = await as(buyer, 'POST', '/order-onetime', { course_id: courseId, payment_method: 'pm_card_chargeCustomerFail' });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors.payment_method[0]).toMatch(/declined/i);
    expect(await purchasesOf(buyer.agencyId)).toEqual([]);
    expect((await as(buyer, 'GET', `/agency-courses/${courseId}`)).statusCode).toBe(404);
    expect((await as(buyer, 'POST', '/order-onetime', { course_id: draft, payment_method: 'pm_card_visa' })).statusCode).toBe(404);

    const bought = await as(buyer, 'POST', '/order-onetime', { course_id: courseId, payment_method: 'pm_card_visa' });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().data).toMatchObject({ course_id: courseId, amount_cents: 2500, currency: 'usd' });
    const [purchase] = await purchasesOf(buyer.agencyId);
    const intent = await fetch(`${t.payments.url}/v1/payment_intents/${purchase!.charge_id}`, { headers: { authorization: 'Bearer sk_test_courses' } }).then((response) => response.json());
    expect(intent).toMatchObject({ amount: 2500, currency: 'usd', status: 'succeeded', metadata: { course_id: String(courseId) } });
    const again = await as(buyer, 'POST', '/order-onetime', { course_id: courseId });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.course_id).toEqual(['You already own this course.']);
    expect(await purchasesOf(buyer.agencyId)).toHaveLength(1);

    const owned = (await as(buyer, 'GET', `/agency-courses/${courseId}`)).json().data;
    expect(owned.lessons).toEqual([
      { id: lessons[0], name: 'Welcome', completed: false },
      { id: lessons[1], name: 'Going further', completed: false },
    ]);
    const lesson = (await as(buyer, 'GET', `/agency-courses/${courseId}/lessons/${lessons[1]}`)).json().data;
    expect(lesson.html).toContain('Sales calls: Going further');
    expect((await as(buyer, 'GET', `/agency-courses/${courseId}/lessons/${lessons[1]! + 1000}`)).statusCode).toBe(404);

    const marked = await as(buyer, 'PUT', `/agency-courses/${courseId}/lessons/${lessons[0]}/progress`, { completed: true });
    expect(marked.json().data.lessons[0].completed).toBe(true);
    expect((await as(buyer, 'GET', '/agency-courses')).json().data.find((course: { id: number }) => course.id === courseId)).toMatchObject({ owned: true, completed_count: 1 });

    const stranger = await agency('Stranger Agency', 'pm_card_visa');
    expect((await as(stranger, 'GET', `/agency-courses/${courseId}`)).statusCode).toBe(404);
    expect((await as(stranger, 'PUT', `/agency-courses/${courseId}/lessons/${lessons[0]}/progress`, { completed: true })).statusCode).toBe(404);

    const withBuyers = await admin('DELETE', `/admin-courses/${courseId}`);
    expect(withBuyers.statusCode).toBe(422);
    expect((await admin('GET', `/admin-courses/${courseId}`)).json().data.buyers).toBe(1);
  });

  it('gives a free course without a card, and clears the new-course notification', async () => {
    const { courseId } = await publishedCourse('Free intro', 0);
    const reader = await agency('Reader Agency');
    const before = (await as(reader, 'GET', '/agency-courses')).json().meta.new_count;
    expect(before).toBeGreaterThan(0);
    expect((await as(reader, 'POST', '/agency-courses-notification/clear')).statusCode).toBe(200);
    expect((await as(reader, 'GET', '/agency-courses')).json().meta.new_count).toBe(0);

    const got = await as(reader, 'POST', '/order-onetime', { course_id: courseId });
    expect(got.statusCode, got.body).toBe(201);
    expect(await purchasesOf(reader.agencyId)).toEqual([{ course_id: courseId, amount_cents: 0, charge_id: null }]);
  });

  it('keeps an agency with courses out of the blocked state once its subscription was canceled (§4), and only then', async () => {
    const { courseId } = await publishedCourse('Kept', 0);
    const withCourse = await agency('Canceled With Course');
    const without = await agency('Canceled Without Course');
    expect((await as(withCourse, 'POST', '/order-onetime', { course_id: courseId })).statusCode).toBe(201);
    await t.db.updateTable('agencies').set({ subscribed: false, stripe_status: 'canceled' }).where('id', 'in', [withCourse.agencyId, without.agencyId]).execute();

    expect((await as(withCourse, 'GET', '/profile')).json().data).toMatchObject({ blocked: false, has_courses: true });
    expect((await as(without, 'GET', '/profile')).json().data).toMatchObject({ blocked: true, has_courses: false });
    expect((await as(withCourse, 'PUT', `/agency-courses/${courseId}/lessons/${(await as(withCourse, 'GET', `/agency-courses/${courseId}`)).json().data.lessons[0].id}/progress`, { completed: true })).statusCode).toBe(200);

    await t.db.updateTable('agencies').set({ stripe_status: 'past_due' }).where('id', '=', withCourse.agencyId).execute();
    expect((await as(withCourse, 'GET', '/profile')).json().data).toMatchObject({ blocked: true, has_courses: true });
  });
});
