import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobName } from '../../server/src/apps/app-jobs.ts';
import { createOpenAiText } from '../../server/src/services/ai-text.ts';
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi } from '../../server/src/testing/fake-openai.ts';
import { eventually } from '../../server/src/testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

/**
 * The blog's AI posts: written now (generate-blog), on a schedule (every day, week, month or
 * year at a time of day in the schedule's zone), once at a moment (createAIScheduledBlog), and
 * existing posts published at a moment (scheduledBlog). The real OpenAI adapter talks to a fake
 * of OpenAI's chat completions on loopback; the clock is the test's.
 */
let t: TestApp;
let openai: FakeOpenAi;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let clock = new Date('2026-03-27T12:00:00Z');

const topicOf = (request: ChatRequest) => request.body.messages.at(-1)!.content.replace(/^Topic: /, '');
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}${path}`, token: as, ...(payload ? { payload } : {}) });
const posts = async () => (await api('GET', '/blogs?per_page=100')).json().data as { id: number; title: string; published_at: string | null }[];
const runJob = () => t.queue.send(appJobName('blog', 'run-schedules'), {});
/** Sends the minute job and waits until the blog holds `count` posts and no AI post is being written. */
async function tick(count: number) {
  await runJob();
  return eventually(async () => {
    const runs = (await api('GET', '/AIScheduledBlog')).json().data as { status: string }[];
    const now = await posts();
    return now.length === count && runs.every((run) => run.status !== 'running') ? now : undefined;
  }, 15_000, `${count} posts`);
}

beforeAll(async () => {
  openai = await startFakeOpenAi();
  let written = 0;
  openai.answer = (request) => {
    written += 1;
    const topic = topicOf(request);
    return { content: JSON.stringify({ title: `${topic} #${written}`, excerpt: `On ${topic}.`, sections: [{ heading: 'Why', text: `Because of ${topic}.` }] }) };
  };
  t = await createTestApp({ aiText: createOpenAiText({ baseURL: openai.baseURL, model: 'gpt-test' }), clock: { now: () => clock } });
  owner = await t.createAgency('Scheduled Scribes');
  token = await t.login(owner.credentials);
  await t.db.updateTable('agencies').set({ openai_api_key: 'sk-scribes' }).where('id', '=', owner.agencyId).execute();
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

describe('AI blog posts', () => {
  it("writes a draft post from a topic on the agency's key, designed as headings and paragraphs", async () => {
    const response = await api('POST', '/keywords/generate-blog', { prompt: 'sourdough starters' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ title: 'sourdough starters #1', description: 'On sourdough starters.', published_at: null });
    expect(openai.requests.at(-1)!.authorization).toBe('Bearer sk-scribes');
    const post = (await api('GET', `/blogs/${response.json().data.id}`)).json().data;
    expect(JSON.stringify(post.design)).toContain('Because of sourdough starters.');
    // The post's page shows the title as its h1 and the excerpt above the design: the design repeats neither.
    expect(JSON.stringify(post.design)).not.toContain('"tag":"h1"');
    expect(JSON.stringify(post.design)).not.toContain('On sourdough starters.');
    expect((await api('POST', '/keywords/generate-blog', { prompt: '  ' })).json().errors.prompt).toEqual(['Say what the posts should be about.']);
  });

  it('answers a refused key with 502 and a message, and writes nothing', async () => {
    const before = (await posts()).length;
    const answer = openai.answer;
    openai.answer = () => ({ status: 401, message: 'Incorrect API key provided' });
    const refused = await api('POST', '/keywords/generate-blog', { prompt: 'rye' });
    openai.answer = answer;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('The AI service refused the OpenAI key. Check the key in your agency settings.');
    expect((await posts()).length).toBe(before);
  });
});

describe('blog schedules', () => {
  let scheduleId: number;

  it('refuses a bad interval, time or zone naming each field, and keeps nothing', async () => {
    const bad = await api('POST', '/blog-schedules', { prompt: 'bread', repeat: 'hour', time: '25:00', time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['repeat', 'time', 'time_zone']);
    expect((await api('GET', '/blog-schedules')).json().data).toEqual([]);
  });

  it("counts its moments on the wall clock of its zone, through a change to summer time", async () => {
    // Paris moves its clocks forward on 29 March 2026: 09:00 there is 08:00 UTC before, 07:00 UTC after.
    const created = await api('POST', '/blog-schedules', { prompt: 'daily loaf', repeat: 'day', time: '09:00', time_zone: 'Europe/Paris', starts_on: '2026-03-28', publish: true });
    expect(created.statusCode).toBe(201);
    scheduleId = created.json().data.id;
    expect(created.json().data).toMatchObject({ repeat: 'day', time: '09:00', time_zone: 'Europe/Paris', next_run_at: '2026-03-28T08:00:00.000Z', active: true });
    const before = (await posts()).length;

    clock = new Date('2026-03-28T08:00:30Z');
    const afterFirst = await tick(before + 1);
    expect(afterFirst[0]).toMatchObject({ title: 'daily loaf #2' });
    expect(afterFirst[0]!.published_at).not.toBeNull();
    expect((await api('GET', `/blog-schedules/${scheduleId}`)).json().data.next_run_at).toBe('2026-03-29T07:00:00.000Z');

    // The same minute sent again (a second process, a retry) writes nothing more.
    await runJob();
    await runJob();
    expect((await tick(before + 1)).length).toBe(before + 1);
  });

  it('writes each moment missed while the server was down once it runs again, one post each', async () => {
    const before = (await posts()).length;
    clock = new Date('2026-03-31T12:00:00Z');
    const caughtUp = await tick(before + 3);
    expect(caughtUp.slice(0, 3).map((post) => post.title).sort()).toEqual(['daily loaf #3', 'daily loaf #4', 'daily loaf #5']);
    const runs = (await api('GET', '/AIScheduledBlog')).json().data as { schedule_id: number | null; due_at: string; status: string }[];
    expect(runs.filter((run) => run.schedule_id === scheduleId).map((run) => run.due_at).sort()).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
    expect(runs.every((run) => run.status === 'done')).toBe(true);
  });

  it('writes nothing while paused, and on resuming counts from then on', async () => {
    expect((await api('PUT', `/blog-schedules/${scheduleId}`, { active: false })).json().data.next_run_at).toBeNull();
    const before = (await posts()).length;
    clock = new Date('2026-04-03T12:00:00Z');
    expect((await tick(before)).length).toBe(before);
    const resumed = (await api('PUT', `/blog-schedules/${scheduleId}`, { active: true, repeat: 'month' })).json().data;
    expect(resumed.next_run_at).toBe('2026-04-28T07:00:00.000Z');
  });

  it('writes one post at a moment to come, and lets a waiting one be cancelled', async () => {
    expect((await api('POST', '/createAIScheduledBlog', { prompt: 'spring menu', run_at: '2026-04-01T00:00:00Z' })).json().errors.run_at).toEqual(['Choose a moment still to come.']);
    const kept = (await api('POST', '/createAIScheduledBlog', { prompt: 'spring menu', run_at: '2026-04-04T10:00:00+02:00' })).json().data;
    const cancelled = (await api('POST', '/createAIScheduledBlog', { prompt: 'never written', run_at: '2026-04-05T10:00:00Z' })).json().data;
    expect((await api('DELETE', `/AIScheduledBlog/${cancelled.id}`)).statusCode).toBe(200);
    const before = (await posts()).length;
    clock = new Date('2026-04-06T00:00:00Z');
    const after = await tick(before + 1);
    expect(after[0]!.title).toMatch(/^spring menu #/);
    expect(after[0]!.published_at).toBeNull();
    const run = ((await api('GET', '/AIScheduledBlog')).json().data as { id: number; status: string; post_id: number }[]).find((entry) => entry.id === kept.id)!;
    expect(run).toMatchObject({ status: 'done', post_id: after[0]!.id });
    expect(after.some((post) => post.title.startsWith('never written'))).toBe(false);
  });

  it('publishes an existing draft at its moment, once', async () => {
    const draft = (await api('POST', '/blogs', { title: 'Easter hours' })).json().data;
    expect((await api('POST', '/scheduledBlog', { blog_id: draft.id, publish_at: '2026-04-05T00:00:00Z' })).json().errors.publish_at).toEqual(['Choose a moment still to come.']);
    expect((await api('POST', '/scheduledBlog', { blog_id: 999999, publish_at: '2026-04-09T00:00:00Z' })).json().errors.blog_id).toEqual(['Choose a post of this website.']);
    expect((await api('POST', '/scheduledBlog', { blog_id: draft.id, publish_at: '2026-04-07T08:00:00Z' })).statusCode).toBe(200);
    const count = (await posts()).length;
    clock = new Date('2026-04-07T08:01:00Z');
    await runJob();
    const published = await eventually(async () => (await posts()).find((post) => post.id === draft.id && post.published_at !== null), 15_000, 'the published draft');
    expect(published.title).toBe('Easter hours');
    expect((await posts()).length).toBe(count);
  });

  it("keeps other websites' schedules and sub-users without the publish permission out", async () => {
    const other = await t.createAgency('Other Scribes');
    const otherToken = await t.login(other.credentials);
    expect((await api('GET', `/blog-schedules/${scheduleId}`, undefined, otherToken)).statusCode).toBe(404);
    const writer = await t.createUser({ email: 'writer@scribes.test', role: 'WebsiteUser', agencyId: owner.agencyId });
    await t.grantLanding(writer, owner.landingId, ['blog.view', 'blog.create']);
    const writerToken = await t.tokenFor(writer);
    expect((await api('POST', '/blog-schedules', { prompt: 'x', repeat: 'day', time: '09:00', time_zone: 'UTC' }, writerToken)).statusCode).toBe(403);
    expect((await api('GET', '/blog-schedules', undefined, writerToken)).statusCode).toBe(200);
    expect((await api('DELETE', `/blog-schedules/${scheduleId}`)).statusCode).toBe(200);
    expect((await api('GET', '/blog-schedules')).json().data).toEqual([]);
  });
});
