import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import quizApp from '../../../tests/fixtures/quiz-app/index.ts';
import { designOf, visit } from '../testing/site-fixtures.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../testing/test-app.ts';
import { appMigrationTable } from './app-migrations.ts';

let t: TestApp;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let adminToken: string;
const host = `quiz-makers.${TEST_SITE_DOMAIN}`;
const NOT_HELD = 'The Quiz app is not part of your plan. Add it from Premium apps.';

const questions = (method: 'GET' | 'POST', payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${agency.landingId}/quiz/questions`, token: as, ...(payload ? { payload } : {}) });
const grantQuiz = async (apps: string[]) => {
  const response = await t.request({ method: 'PUT', url: `/api/v1/agencies/${agency.agencyId}`, token: adminToken, payload: { premium_apps: apps } });
  expect(response.statusCode).toBe(200);
};
const saveDesign = async (design: object) => {
  const url = `/api/v1/landings/${agency.landingId}/pages/${agency.pageId}`;
  const { version } = (await t.request({ method: 'GET', url, token })).json().data;
  return t.request({ method: 'PUT', url: `${url}/design`, token, payload: { design, version } });
};

beforeAll(async () => {
  t = await createTestApp({ apps: [quizApp] });
  agency = await t.createAgency('Quiz Makers');
  token = await t.login(agency.credentials);
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('an app installed from outside', () => {
  it('is in the premium app directory with what it brings, and its table exists with its own migration history', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/v1/config' })).json().data;
    expect(config.premiumAppDirectory).toEqual([
      {
        id: 'quiz',
        label: 'Quiz',
        description: 'Ask your visitors questions and publish the answers.',
        icon: 'circle-help',
        screenshots: ['/screenshots/quiz-list.png'],
        premium: true,
        elements: [{ id: 'quiz-score', label: 'Quiz Score' }],
        screens: [{ label: 'Quiz', scope: 'website' }],
      },
    ]);
    const history = await t.db.selectFrom(appMigrationTable('quiz') as never).selectAll().execute();
    expect(history.map((row) => (row as { name: string }).name)).toEqual(['0001-questions']);
    const plugins = (await t.request({ method: 'GET', url: '/api/v1/plans/premium-plugins', token: adminToken })).json().data;
    expect(plugins).toContainEqual({ id: 'quiz', label: 'Quiz', kind: 'app' });
    expect(plugins.some((plugin: { id: string }) => plugin.id === 'quiz-score')).toBe(false);
  });

  it('refuses its routes, its element and its site address to an agency that does not hold it', async () => {
    const listed = await questions('GET');
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toBe(NOT_HELD);
    expect((await questions('POST', { question: 'Who?' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/apps', token })).json().data).toMatchObject([{ id: 'quiz', held: false }]);

    const saved = await saveDesign(designOf([{ key: 'quiz-score', props: {} }]));
    expect(saved.statusCode).toBe(422);
    expect(JSON.stringify(saved.json().errors)).toContain('comes with the Quiz app, which your plan does not include');

    await t.db.insertInto('quiz_questions' as never).values({ landing_id: agency.landingId, question: 'Planted?', answer: 'Yes' } as never).execute();
    expect((await visit(t, host, '/quiz')).statusCode).toBe(404);
    expect((await visit(t, host, '/sitemap.xml')).body).not.toContain('/quiz');
  });

  it('works at once when the admin grants it, and stops again when the grant is taken back', async () => {
    await grantQuiz(['quiz']);
    expect((await t.request({ method: 'GET', url: '/api/v1/apps', token })).json().data).toMatchObject([{ id: 'quiz', held: true }]);
    const added = await questions('POST', { question: 'Where are we?', answer: 'Lisbon' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ data: { question: 'Where are we?', answer: 'Lisbon' }, message: 'Question added.' });
    expect((await questions('GET')).json().data.map((q: { question: string }) => q.question)).toEqual(['Planted?', 'Where are we?']);

    const page = await visit(t, host, '/quiz');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<strong>Where are we?</strong> Lisbon');
    expect((await visit(t, host, '/sitemap.xml')).body).toContain(`/quiz</loc>`);
    expect((await saveDesign(designOf([{ key: 'quiz-score', props: { title: 'Try it' } }]))).statusCode).toBe(200);

    await grantQuiz([]);
    expect((await questions('GET')).statusCode).toBe(403);
    expect((await visit(t, host, '/quiz')).statusCode).toBe(404);
  });

  it('validates its input like every route, and keeps other agencies out of its data', async () => {
    await grantQuiz(['quiz']);
    const empty = await questions('POST', { question: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.question).toEqual(['The question field is required.']);
    const rival = await t.createAgency('Rival Quizzers');
    await t.db.updateTable('agencies').set({ premium_apps: JSON.stringify(['quiz']) }).where('id', '=', rival.agencyId).execute();
    const rivalToken = await t.login(rival.credentials);
    expect((await questions('GET', undefined, rivalToken)).statusCode).toBe(404);
    expect((await questions('POST', { question: 'Mine now?' }, rivalToken)).statusCode).toBe(404);
    const unknownApp = await t.request({ method: 'PUT', url: `/api/v1/agencies/${agency.agencyId}`, token: adminToken, payload: { premium_apps: ['quizz'] } });
    expect(unknownApp.statusCode).toBe(422);
    expect(unknownApp.json().errors.premium_apps).toEqual(['Not an installed premium app: quizz.']);
    expect((await questions('GET')).statusCode).toBe(200);
  });

  it("brings its part of a site template into a new website only while the agency holds the app", async () => {
    const template = (await t.request({ method: 'POST', url: '/api/v1/admin-templates', token: adminToken, payload: { name: 'Quiz night' } })).json().data.id as number;
    const setQuestions = (payload: object, as = adminToken) => t.request({ method: 'PUT', url: `/api/v1/admin-templates/${template}/quiz`, token: as, payload });
    expect((await setQuestions({ questions: [{ question: '' }] })).statusCode).toBe(422);
    expect((await setQuestions({ questions: [{ question: 'Capital of Peru?', answer: 'Lima' }] }, token)).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/v1/admin-templates/999999/quiz', token: adminToken, payload: { questions: [] } })).statusCode).toBe(404);
    const saved = await setQuestions({ questions: [{ question: 'Capital of Peru?', answer: 'Lima' }] });
    expect(saved.json()).toMatchObject({ data: { questions: 1 }, message: 'Questions saved.' });
    await t.request({ method: 'POST', url: `/api/v1/admin-templates/${template}/publish`, token: adminToken });
    const newWebsite = async (subdomain: string) => {
      const created = await t.request({ method: 'POST', url: '/api/v1/landings', token, payload: { title: subdomain, subdomain, template_id: template } });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as number;
    };
    const questionsIn = async (landingId: number) => (await t.db.selectFrom('quiz_questions' as never).select('question' as never).where('landing_id' as never, '=', landingId as never).execute()) as { question: string }[];

    await grantQuiz([]);
    expect(await questionsIn(await newWebsite('quiz-night-locked'))).toEqual([]);
    await grantQuiz(['quiz']);
    expect(await questionsIn(await newWebsite('quiz-night-held'))).toEqual([{ question: 'Capital of Peru?' }]);
  });
});

describe('the site address an installed app reserves', () => {
  const pages = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.request({ method, url: `/api/v1/landings/${agency.landingId}/pages${path}`, token, ...(payload ? { payload } : {}) });

  it('is no page address: asked for, it is refused with the field named; a page named after it gets the next free one', async () => {
    const refused = await pages('POST', '', { name: 'Quiz page', unique_name: 'quiz' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ unique_name: ['This address is reserved.'] });
    expect((await pages('GET', '/unique-names/quiz')).json().data).toEqual({ name: 'quiz', available: false, message: 'This address is reserved.' });

    const named = await pages('POST', '', { name: 'Quiz' });
    expect(named.statusCode).toBe(201);
    expect(named.json().data.unique_name).toBe('quiz-2');
  });
});
