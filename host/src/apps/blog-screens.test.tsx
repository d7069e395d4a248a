// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, setUpAppTests, signedInAs, type OpenedApp } from '../test/app.tsx';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, settle, waitFor } from '../test/render.tsx';

let app: OpenedApp | undefined;

/** The installed blog app, held as every app that is not premium. */
const BLOG = { id: 'blog', label: 'Blog', description: 'Posts.', icon: 'book-open', screenshots: [], premium: false, elements: [], screens: [{ label: 'Blog', scope: 'website' }], held: true };

const base = { landing_id: 12, description: '', image: '', author: '', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-03T00:00:00.000Z' };
const LIVE = { ...base, id: 4, title: 'Spring bread', unique_name: 'spring-bread', version: 3, published_version: 3, published_at: '2026-01-03T00:00:00.000Z' };
const DRAFT = { ...base, id: 5, title: 'Rye secrets', unique_name: 'rye-secrets', version: 1, published_version: null, published_at: null };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const saved = (data: unknown, message = 'Saved.') => ({ body: { data, message, success: true } });
const field = (label: string) => fieldByLabel(app!.view.container, label);
/** Every row of each table has one cell under each heading, and no heading stands over nothing. */
const expectAlignedTables = () => {
  const tables = [...app!.view.container.querySelectorAll('table')];
  expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) {
    const headings = table.querySelectorAll('thead th').length;
    for (const row of table.querySelectorAll('tbody tr')) expect(row.children.length).toBe(headings);
  }
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/apps': () => ({ body: { data: [BLOG], meta: { total: 1 } } }),
    'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
    'GET /api/v1/landings/12/blogs': () => ({ body: { data: [DRAFT, LIVE], meta: { total: 2 } } }),
    'GET /api/v1/landings/12/blogs/4': () => ({ body: { data: { ...LIVE, design: { schemaVersion: 1, sections: [] } } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/blog', () => {
  it('lists the posts with their status and links to design and edit each, and to the public blog', async () => {
    api();
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.text()).toContain('Rye secrets'));
    expect(app!.text()).toContain('2 posts');
    expect(app!.text()).toContain('/blog/spring-bread');
    expect(app!.text()).toContain('Draft');
    expect(app!.text()).toContain('Published');
    expect(app!.link('Design Spring bread')?.getAttribute('href')).toBe('/agency/websites/12/blog/4/design');
    expect(app!.link('Edit Rye secrets')?.getAttribute('href')).toBe('/agency/websites/12/blog/5/edit');
    expect(app!.link('View blog')?.getAttribute('href')).toBe('http://bakery.localhost:3000/blog');
    expect(app!.button('Unpublish Spring bread')).not.toBeNull();
    expect(app!.button('Unpublish Rye secrets')).toBeNull();
  });

  it('asks for the search in the address and says when nothing matches', async () => {
    const calls = api({ 'GET /api/v1/landings/12/blogs?page=1&per_page=20&search=zzz': () => ({ body: { data: [], meta: { total: 0 } } }) });
    app = await openApp('/agency/websites/12/blog?search=zzz');
    await waitFor(() => expect(app!.text()).toContain('No posts found'));
    expect(app!.text()).toContain('No post matches “zzz”.');
    expect(calls.calls).toContain('GET /api/v1/landings/12/blogs?page=1&per_page=20&search=zzz');
  });

  it('publishes a draft and deletes a post after a confirmation', async () => {
    const calls = api({
      'POST /api/v1/landings/12/blogs/5/publish': () => saved({ ...DRAFT, published_version: 1, published_at: '2026-01-04T00:00:00.000Z' }, 'Blog post published.'),
      'DELETE /api/v1/landings/12/blogs/4': () => ({ body: { message: 'Blog post deleted.', success: true } }),
    });
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.button('Publish Rye secrets')).not.toBeNull());
    await click(app!.button('Publish Rye secrets'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/blogs/5/publish'));
    await click(app!.button('Delete Spring bread'));
    await click(app!.button('Delete post'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/blogs/4'));
  });

  it('copies a post as a new draft and lists it', async () => {
    let copied = false;
    const calls = api({
      'GET /api/v1/landings/12/blogs': () => ({ body: { data: copied ? [DRAFT, LIVE, { ...DRAFT, id: 6, title: 'Rye secrets (copy)', unique_name: 'rye-secrets-copy' }] : [DRAFT, LIVE], meta: { total: copied ? 3 : 2 } } }),
      'POST /api/v1/landings/12/blog/5/clone': () => {
        copied = true;
        return { status: 201, ...saved({ ...DRAFT, id: 6, title: 'Rye secrets (copy)' }, 'Blog post copied.') };
      },
    });
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.button('Copy Rye secrets')).not.toBeNull());
    await click(app!.button('Copy Rye secrets'));
    await waitFor(() => expect(app!.text()).toContain('Rye secrets (copy)'));
    expect(calls.calls).toContain('POST /api/v1/landings/12/blog/5/clone');
  });

  it('shows the actions a sub-user may not take as disabled', async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['blog.view'] }] });
    api();
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.text()).toContain('Rye secrets'));
    expect(app!.link('Write a post')).toBeNull();
    expect(app!.button('Write a post')?.getAttribute('aria-disabled')).toBe('true');
    expect(app!.button('Unpublish Spring bread')).toBeNull();
  });
});

describe('/agency/websites/{id}/blog/create and /blog/{blogId}/edit', () => {
  it('creates a post without an address, letting the server make it, then opens the post', async () => {
    const calls = api({
      'POST /api/v1/landings/12/blogs': (init) => ({ status: 201, ...saved({ ...DRAFT, ...body(init), id: 4, unique_name: 'oven-tips' }, 'Blog post created.') }),
    });
    app = await openApp('/agency/websites/12/blog/create');
    await waitFor(() => expect(app!.text()).toContain('New blog post'));
    await click(app!.button('Create post'));
    expect(app!.text()).toContain('The title field is required.');
    changeValue(field('Title'), 'Oven tips');
    changeValue(field('Excerpt'), 'Hot and fast');
    await click(app!.button('Create post'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/blogs'));
    const sent = body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]);
    expect(sent).toEqual({ title: 'Oven tips', description: 'Hot and fast', image: '', author: '' });
    await waitFor(() => expect(app!.link('Design this post')?.getAttribute('href')).toBe('/agency/websites/12/blog/4/design'));
  });

  it("shows the server's refusal of a taken address beside the field", async () => {
    api({
      'PUT /api/v1/landings/12/blogs/4': () => ({
        status: 422,
        body: { message: 'Another post of this website already has this address.', errors: { unique_name: ['Another post of this website already has this address.'] } },
      }),
    });
    app = await openApp('/agency/websites/12/blog/4/edit');
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toBe('Spring bread'));
    changeValue(field('Address'), 'rye-secrets');
    await click(app!.button('Save post'));
    await waitFor(() => expect(app!.view.container.querySelector('#post-unique-name-error')?.textContent).toBe('Another post of this website already has this address.'));
    changeValue(field('Address'), 'Bad Address');
    await click(app!.button('Save post'));
    expect(app!.view.container.querySelector('#post-unique-name-error')?.textContent).toBe('Use lowercase letters, digits and hyphens, starting and ending with a letter or digit.');
  });
});

describe('/agency/websites/{id}/blog/{blogId}/design', () => {
  // The designer is the dashboard's largest chunk, loaded on first use: its first import in a
  // worker (60 s for hooks) took longer than the test's wait on a busy machine.
  beforeAll(() => import('../designer/admin/AppDocumentDesigner.tsx'));
  const design = {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-1', key: 'headline', props: { text: 'Fresh loaves' } }] }] }],
      },
    ],
  };

  it('opens the post, saves its design at its version to the post, publishes it, and links to it on the site', async () => {
    let version = 3;
    const calls = api({
      'GET /api/v1/landings/12/blogs/4': () => ({ body: { data: { ...LIVE, version, design } } }),
      'PUT /api/v1/landings/12/blogs/4/design': () => ({ body: { data: { version: ++version }, shouldReload: false } }),
      'POST /api/v1/landings/12/blogs/4/publish': () => ({ body: { data: { ...LIVE, version }, message: 'Blog post published.', success: true, left_out: [] } }),
    });
    app = await openApp('/agency/websites/12/blog/4/design');
    const $ = (selector: string) => app!.view.container.querySelector<HTMLElement>(selector);
    await waitFor(() => expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Fresh loaves'), 15_000);
    expect(app!.text()).toContain('Spring bread');
    expect(app!.text()).toContain('Blog post');
    await waitFor(() => expect($('a[target="_blank"]')?.getAttribute('href')).toBe('http://bakery.localhost:3000/blog/spring-bread'));

    await click(app!.button('Save'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/blogs/4/design'));
    const put = calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(body(put[1]).version).toBe(3);
    await click(app!.button('Publish'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/blogs/4/publish'));
  });
});

describe('AI writing for an agency that cannot use AI', () => {
  it('offers no AI action on the blog, and the AI screens say what is missing instead of a form the server would refuse', async () => {
    api({ 'GET /api/v1/landings/12/blog-schedules': () => ({ body: { data: [] } }), 'GET /api/v1/landings/12/AIScheduledBlog': () => ({ body: { data: [] } }) });
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.text()).toContain('Rye secrets'));
    expect(app!.link('Write with AI')).toBeNull();
    expect(app!.link('AI schedules')).toBeNull();
    app.view.unmount();
    app = await openApp('/agency/websites/12/blog/create/ai');
    await waitFor(() => expect(app!.text()).toContain('AI writing is not set up'));
    expect(app!.button('Write the post')).toBeNull();
    app.view.unmount();
    app = await openApp('/agency/websites/12/blog/schedules');
    await waitFor(() => expect(app!.text()).toContain('AI writing is not set up'));
    expect(app!.button('Add schedule')).toBeNull();
  });
});

describe('/agency/websites/{id}/blog/create/ai and /blog/schedules', () => {
  beforeEach(() => signedInAs({ ...PROFILES.agency, can_use_ai: true }));

  it('offers writing with AI and the AI schedules on the blog', async () => {
    api();
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.link('Write with AI')?.getAttribute('href')).toBe('/agency/websites/12/blog/create/ai'));
    expect(app!.link('AI schedules')?.getAttribute('href')).toBe('/agency/websites/12/blog/schedules');
  });

  it('writes a post with AI from a topic and opens it, after refusing an empty topic', async () => {
    const calls = api({
      'POST /api/v1/landings/12/keywords/generate-blog': () => ({ status: 201, ...saved({ ...DRAFT, id: 7, title: 'Rye in spring' }, 'Blog post written.') }),
      'GET /api/v1/landings/12/blogs/7': () => ({ body: { data: { ...DRAFT, id: 7, title: 'Rye in spring' } } }),
    });
    app = await openApp('/agency/websites/12/blog/create/ai');
    await waitFor(() => expect(app!.button('Write the post')).not.toBeNull());
    await click(app!.button('Write the post'));
    expect(app!.text()).toContain('Say what the posts should be about.');
    changeValue(field('Topic'), 'rye bread in spring');
    await click(app!.button('Write the post'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/keywords/generate-blog'));
    const sent = body(calls.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/generate-blog'))![1]);
    expect(sent).toEqual({ prompt: 'rye bread in spring' });
    await waitFor(() => expect(app!.text()).toContain('Post Rye in spring'));
  });

  it('lists the schedules and AI posts, adds a schedule in a chosen zone, and pauses one', async () => {
    const schedule = { id: 3, landing_id: 12, prompt: 'Weekly loaf', repeat: 'week', time: '09:00', time_zone: 'Europe/Paris', starts_on: '2026-01-05', publish: true, active: true, next_run_at: '2026-01-12T08:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z' };
    const run = { id: 9, schedule_id: 3, prompt: 'Weekly loaf', due_at: '2026-01-05T08:00:00.000Z', publish: true, status: 'failed', post_id: null, error: 'The AI service refused the OpenAI key. Check the key in your agency settings.' };
    const calls = api({
      'GET /api/v1/landings/12/blog-schedules': () => ({ body: { data: [schedule] } }),
      'GET /api/v1/landings/12/AIScheduledBlog': () => ({ body: { data: [run] } }),
      'POST /api/v1/landings/12/blog-schedules': (init) => ({ status: 201, ...saved({ ...schedule, ...body(init), id: 4 }, 'Schedule created.') }),
      'PUT /api/v1/landings/12/blog-schedules/3': (init) => saved({ ...schedule, ...body(init), next_run_at: null }, 'Schedule saved.'),
    });
    app = await openApp('/agency/websites/12/blog/schedules');
    await waitFor(() => expect(app!.text()).toContain('Every week at 09:00 (Europe/Paris)'));
    expect(app!.text()).toContain('Published at once');
    expect(app!.text()).toContain('Failed: The AI service refused the OpenAI key.');
    expectAlignedTables();

    changeValue(field('Topic'), 'Monthly news');
    changeValue(field('How often'), 'month');
    changeValue(field('Time zone'), 'America/New_York');
    await click(app!.button('Add schedule'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/blog-schedules'));
    const sent = body(calls.fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/blog-schedules') && init?.method === 'POST')![1]);
    expect(sent).toMatchObject({ prompt: 'Monthly news', repeat: 'month', time: '09:00', time_zone: 'America/New_York', publish: false, active: true });

    await click(app!.button('Pause Weekly loaf'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/blog-schedules/3'));
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ active: false });
  });

  it('asks for the AI posts again while one is due, and shows the written post once the writer is done', async () => {
    const due = { id: 11, schedule_id: null, prompt: 'Spring opening', due_at: '2026-01-05T08:00:00.000Z', publish: true, status: 'pending', post_id: null, error: null };
    let asked = 0;
    api({
      'GET /api/v1/landings/12/blog-schedules': () => ({ body: { data: [] } }),
      'GET /api/v1/landings/12/AIScheduledBlog': () => ({ body: { data: [++asked < 2 ? due : { ...due, status: 'done', post_id: 40 }] } }),
    });
    // Only the polling interval runs on a fake clock, so the screen's watch is stepped instead of waited for.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      app = await openApp('/agency/websites/12/blog/schedules');
      await waitFor(() => expect(app!.text()).toContain('Waiting'));
      const before = asked;
      await settle(() => vi.advanceTimersByTime(5_000));
      await waitFor(() => expect(app!.link('Open the post on Spring opening')?.getAttribute('href')).toBe('/agency/websites/12/blog/40/edit'));
      expect(asked).toBe(before + 1);
      const settled = asked;
      await settle(() => vi.advanceTimersByTime(60_000));
      expect(asked).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/agency/websites/{id}/blog/settings', () => {
  it("shows the blog's title and description, refuses an empty title beside the field, and saves", async () => {
    const calls = api({
      'GET /api/v1/landings/12/pages/blog-setting': () => ({ body: { data: { title: 'Blog', description: '' } } }),
      'PUT /api/v1/landings/12/pages/blog-setting': (init) => ({ body: { data: body(init), message: 'Blog settings saved.', success: true } }),
    });
    app = await openApp('/agency/websites/12/blog/settings');
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toBe('Blog'));
    changeValue(field('Title'), '');
    await click(app!.button('Save settings'));
    expect(app!.view.container.querySelector('#blog-setting-title-error')?.textContent).toBe('The title field is required.');
    changeValue(field('Title'), 'Baking notes');
    changeValue(field('Description'), 'Our oven');
    await click(app!.button('Save settings'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/pages/blog-setting'));
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ title: 'Baking notes', description: 'Our oven' });
  });
});

describe('/admin/blog', () => {
  const ADMIN_POST = { id: 2, title: 'Ten tips', description: '', image: '', author: 'Tessera', version: 2, published_at: null, unique_id: '0b6f1f1e-8a57-4f55-9d8c-1b2c3d4e5f60', created_at: base.created_at, updated_at: base.updated_at };

  it("lists the admin's posts, publishes one to share it, and writes a new one", async () => {
    signedInAs(PROFILES.admin);
    let published = false;
    const calls = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/apps': () => ({ body: { data: [{ ...BLOG, screens: [{ label: 'Blog', scope: 'admin' }] }], meta: { total: 1 } } }),
      'GET /api/v1/admin-blogs': () => ({ body: { data: [{ ...ADMIN_POST, published_at: published ? '2026-01-05T00:00:00.000Z' : null }] } }),
      'POST /api/v1/admin-blogs/2/publish': () => {
        published = true;
        return { body: { data: { ...ADMIN_POST, published_at: '2026-01-05T00:00:00.000Z' }, message: 'Blog post published.', success: true, left_out: [] } };
      },
      'POST /api/v1/admin-blogs': (init) => ({ status: 201, body: { data: { ...ADMIN_POST, ...body(init), id: 3 }, message: 'Blog post created.', success: true } }),
      'GET /api/v1/admin-blogs/3': () => ({ body: { data: { ...ADMIN_POST, id: 3, title: 'Spring news' } } }),
    });
    app = await openApp('/admin/blog');
    await waitFor(() => expect(app!.text()).toContain('Ten tips'));
    expect(app!.text()).toContain('Draft');
    expectAlignedTables();
    await click(app!.button('Publish Ten tips'));
    await waitFor(() => expect(app!.text()).toContain(ADMIN_POST.unique_id));
    expect(calls.calls).toContain('POST /api/v1/admin-blogs/2/publish');

    await click(app!.link('Write a post'));
    await waitFor(() => expect(app!.text()).toContain('New blog post'));
    changeValue(field('Title'), 'Spring news');
    await click(app!.button('Create post'));
    await waitFor(() => expect(app!.text()).toContain('Post Spring news'));
    expect(body(calls.fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/admin-blogs') && init?.method === 'POST')![1])).toEqual({ title: 'Spring news', description: '', image: '', author: '' });
  });
});

describe('importing a shared post', () => {
  it("imports the platform's post by a pasted link as a draft and opens it, after refusing text without a share id", async () => {
    const shareId = '0b6f1f1e-8a57-4f55-9d8c-1b2c3d4e5f60';
    const calls = api({
      [`POST /api/v1/landings/12/import/admin-blog/${shareId}/unique-id`]: () => ({ status: 201, ...saved({ ...DRAFT, id: 9, title: 'Ten tips' }, 'Blog post imported.') }),
      'GET /api/v1/landings/12/blogs/9': () => ({ body: { data: { ...DRAFT, id: 9, title: 'Ten tips' } } }),
    });
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.button('Import as a draft')).not.toBeNull());
    changeValue(field('Share id or link'), 'hello');
    await click(app!.button('Import as a draft'));
    expect(app!.text()).toContain('Paste the share id or the link that holds it.');
    await click(app!.view.container.querySelector<HTMLInputElement>('input[value="admin-blog"]')!);
    changeValue(field('Share id or link'), `https://app.example.com/admin/blog/${shareId}`);
    await click(app!.button('Import as a draft'));
    await waitFor(() => expect(calls.calls).toContain(`POST /api/v1/landings/12/import/admin-blog/${shareId}/unique-id`));
    await waitFor(() => expect(app!.text()).toContain('Post Ten tips'));
  });
});

describe('share links', () => {
  const shareId = '5d0c7a52-0f6e-4c1b-9b7e-2a4f1c3e5d70';
  const OFFERED = { title: 'Our sourdough secrets', description: 'Slow and cold', image: '', author: 'Ana' };

  it("copies a post's share link, which the agency opening it uses to copy the post into a chosen website", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = api({
      'GET /api/v1/agency-blog/4/unique-id': () => ({ body: { data: { sharing: true, unique_id: shareId } } }),
      [`GET /api/v1/agency-blog/shared/${shareId}`]: () => ({ body: { data: OFFERED } }),
      'GET /api/v1/landings?per_page=100': () => ({ body: { data: [{ id: 12, title: 'Bakery' }, { id: 14, title: 'Cafe' }], meta: { total: 2 } } }),
      [`POST /api/v1/landings/14/import/agency-blog/${shareId}/unique-id`]: () => ({ status: 201, ...saved({ ...DRAFT, landing_id: 14, id: 30, title: OFFERED.title }, 'Blog post imported.') }),
      'GET /api/v1/landings/14': () => ({ body: { data: { ...LANDINGS.data[0], id: 14, title: 'Cafe' } } }),
      'GET /api/v1/landings/14/blogs/30': () => ({ body: { data: { ...DRAFT, landing_id: 14, id: 30, title: OFFERED.title } } }),
    });
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.button('Share Spring bread')).not.toBeNull());
    await click(app!.button('Share Spring bread'));
    await waitFor(() => expect(app!.button('Copy share link of Spring bread')).not.toBeNull());
    await click(app!.button('Copy share link of Spring bread'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/agency/blog/${shareId}`));
    app.view.unmount();

    app = await openApp(`/agency/blog/${shareId}`);
    await waitFor(() => expect(app!.text()).toContain('Our sourdough secrets'), 15_000);
    expect(app!.text()).toContain('By Ana');
    await waitFor(() => expect(app!.view.container.querySelector('input[name="shared-post-website"][value="14"]')).not.toBeNull());
    expect(app!.button('Copy as a draft')?.disabled).toBe(true);
    await click(app!.view.container.querySelector<HTMLInputElement>('input[name="shared-post-website"][value="14"]')!);
    await click(app!.button('Copy as a draft'));
    await waitFor(() => expect(calls.calls).toContain(`POST /api/v1/landings/14/import/agency-blog/${shareId}/unique-id`));
    await waitFor(() => expect(app!.text()).toContain('Post Our sourdough secrets'));
  });

  it("switches sharing a post by link on, off by default, and offers it only to who may share", async () => {
    const switched: unknown[] = [];
    api({
      'GET /api/v1/agency-blog/4/unique-id': () => ({ body: { data: { sharing: false, unique_id: null } } }),
      'PUT /api/v1/landings/12/blogs/4/sharing': (init) => {
        switched.push(body(init));
        return saved({ sharing: true, unique_id: shareId }, 'Sharing by link is on.');
      },
    });
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.button('Share Spring bread')).not.toBeNull());
    await click(app!.button('Share Spring bread'));
    const dialog = () => app!.dialog('Share Spring bread')!;
    await waitFor(() => expect(dialog().querySelector('input[role="switch"]')).toBeTruthy());
    const shareSwitch = fieldByLabel(dialog(), 'Share by link') as HTMLInputElement;
    expect(shareSwitch.checked).toBe(false);
    expect(app!.button('New link')).toBeNull();
    await click(shareSwitch);
    await waitFor(() => expect(fieldByLabel(dialog(), 'Share link').value).toBe(`${window.location.origin}/agency/blog/${shareId}`));
    expect(switched).toEqual([{ sharing: true }]);
    expect(app!.button('New link')).not.toBeNull();
    app.view.unmount();

    resetAppState();
    signedInAs({ ...PROFILES.websiteUser, user_landings: [{ landing_id: 12, permissions: ['blog.view', 'blog.create', 'blog.publish'] }] });
    api();
    app = await openApp('/agency/websites/12/blog');
    await waitFor(() => expect(app!.button('Publish Spring bread')).not.toBeNull());
    expect(app!.button('Share Spring bread')).toBeNull();
  });

  it("says so when a share link leads to no post", async () => {
    api({ [`GET /api/v1/agency-blog/shared/${shareId}`]: () => ({ status: 404, body: { message: 'Shared blog post not found.' } }) });
    app = await openApp(`/agency/blog/${shareId}`);
    await waitFor(() => expect(app!.text()).toContain('This share link leads to no post'), 15_000);
    expect(app!.button('Copy as a draft')).toBeNull();
  });

  it("lets the admin copy a website's shared post into the platform blog, and keeps /admin/blog/create the create screen", async () => {
    signedInAs(PROFILES.admin);
    const calls = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/apps': () => ({ body: { data: [{ ...BLOG, screens: [{ label: 'Blog', scope: 'admin' }] }], meta: { total: 1 } } }),
      [`GET /api/v1/agency-blog/shared/${shareId}`]: () => ({ body: { data: OFFERED } }),
      [`POST /api/v1/admin-blogs/import/agency-blog/${shareId}`]: () => ({
        status: 201,
        body: { data: { id: 8, ...OFFERED, version: 1, published_at: null, unique_id: '0b6f1f1e-8a57-4f55-9d8c-1b2c3d4e5f60', created_at: base.created_at, updated_at: base.updated_at }, message: 'Blog post imported.', success: true },
      }),
      'GET /api/v1/admin-blogs/8': () => ({ body: { data: { id: 8, ...OFFERED, version: 1, published_at: null, unique_id: '0b6f1f1e-8a57-4f55-9d8c-1b2c3d4e5f60', created_at: base.created_at, updated_at: base.updated_at } } }),
    });
    app = await openApp('/admin/blog/create');
    await waitFor(() => expect(app!.text()).toContain('New blog post'), 15_000);
    app.view.unmount();

    app = await openApp(`/admin/blog/${shareId}`);
    await waitFor(() => expect(app!.button("Copy into the platform's blog")).not.toBeNull(), 15_000);
    expect(app!.text()).toContain('Slow and cold');
    await click(app!.button("Copy into the platform's blog"));
    await waitFor(() => expect(calls.calls).toContain(`POST /api/v1/admin-blogs/import/agency-blog/${shareId}`));
    await waitFor(() => expect(app!.text()).toContain('Post Our sourdough secrets'));
  });

  it("shows a website's shared post to someone signed out, with a sign-in that comes back to the link", async () => {
    resetAppState();
    const calls = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      [`GET /api/v1/agency-blog/shared/${shareId}`]: () => ({ body: { data: OFFERED } }),
    });
    app = await openApp(`/agency/blog/${shareId}`);
    await waitFor(() => expect(app!.text()).toContain('Our sourdough secrets'), 15_000);
    expect(app!.text()).toContain('By Ana');
    expect(app!.text()).toContain('Sign in to your agency account to copy it into one of your websites as a draft.');
    expect(app!.view.container.querySelector('input[name="shared-post-website"]')).toBeNull();
    expect(calls.calls).not.toContain('GET /api/v1/landings?per_page=100');
    await click(app!.button('Sign in to copy'));
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/login'));
    expect(app!.router.state.location.state).toMatchObject({ from: { pathname: `/agency/blog/${shareId}` } });
    app.view.unmount();

    app = await openApp(`/admin/blog/${shareId}`);
    await waitFor(() => expect(app!.text()).toContain("Sign in as the platform's admin to copy it into the platform's blog."), 15_000);
    expect(app!.button("Copy into the platform's blog")).toBeNull();
  });

  it("shows the platform's shared post to anyone signed out, drawn in a sandboxed frame, with the way to copy it", async () => {
    resetAppState();
    const calls = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      [`GET /api/v1/public/admin-blogs/${shareId}`]: () => ({ body: { data: { ...OFFERED, published_at: '2026-01-05T00:00:00.000Z', html: '<!doctype html><h1>Feed the starter daily</h1>' } } }),
    });
    app = await openApp(`/admin-blog/${shareId}`);
    await waitFor(() => expect(app!.text()).toContain('Our sourdough secrets'), 15_000);
    const frame = app!.view.container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Feed the starter daily');
    expect(app!.link('Copy into one of your websites')?.getAttribute('href')).toBe(`/agency/blog/${shareId}?from=platform`);
    expect(calls.calls).not.toContain('GET /api/v1/apps');
  });
});
