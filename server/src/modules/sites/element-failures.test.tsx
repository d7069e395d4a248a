import { defineElement, z } from '@tessera/sdk';
import { elements as installedElements } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

/** A plugin with a bug: its Render throws whenever its text says so. */
const fragile = defineElement({
  id: 'fragile-quote',
  version: '1.0.0',
  label: 'Fragile quote',
  category: 'misc',
  premium: false,
  props: z.object({ text: z.string().max(200).default('') }),
  Render: ({ props }) => {
    if (props.text.startsWith('boom')) throw new Error(`No quote for ${props.text}`);
    return <blockquote>{props.text}</blockquote>;
  },
  Panel: async () => ({ default: () => null }),
});

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let host: string;

const design = (quote: string) =>
  designOf([
    { key: 'headline', id: 'element-kept', props: { text: 'Still here' } },
    { key: 'fragile-quote', id: 'element-fragile', props: { text: quote } },
    { key: 'fragile-quote', id: 'element-fine', props: { text: 'A calm quote' } },
  ]);

async function saveDesign(url: string, body: object) {
  const { version } = (await t.request({ method: 'GET', url, token })).json().data;
  const saved = await t.request({ method: 'PUT', url: `${url}/design`, token, payload: { design: body, version } });
  expect(saved.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ elements: [...installedElements, fragile] });
  owner = await t.createAgency('Fragile Plugins');
  token = await t.login(owner.credentials);
  const landing = (await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}`, token })).json().data;
  host = `${landing.subdomain}.${TEST_SITE_DOMAIN}`;
});
afterAll(() => t.close());

const leftOutFragile = { element_id: 'element-fragile', plugin_id: 'fragile-quote', message: 'No quote for boom' };

describe('a plugin whose Render throws', () => {
  it('publishes the page without that element, names it in the answer, and serves the rest', async () => {
    const page = `/api/v1/landings/${owner.landingId}/pages/${owner.pageId}`;
    await saveDesign(page, design('boom'));
    const published = await t.request({ method: 'POST', url: `${page}/publish`, token });
    expect(published.statusCode).toBe(200);
    expect(published.json().left_out).toEqual([leftOutFragile]);
    expect(published.json().message).toBe('Page published. One element was left out because it failed to render: element-fragile (fragile-quote: No quote for boom)');

    const served = await visit(t, host);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Still here');
    expect(served.body).toContain('A calm quote');
    expect(served.body).not.toContain('id="element-fragile"');
  });

  it('answers an empty left_out list once the element renders again', async () => {
    const page = `/api/v1/landings/${owner.landingId}/pages/${owner.pageId}`;
    await saveDesign(page, design('Fixed words'));
    const published = await t.request({ method: 'POST', url: `${page}/publish`, token });
    expect(published.json()).toMatchObject({ message: 'Page published.', left_out: [] });
    expect((await visit(t, host)).body).toContain('Fixed words');
  });

  it('publishes a blog post the same way', async () => {
    const posts = `/api/v1/landings/${owner.landingId}/blogs`;
    const post = (await t.request({ method: 'POST', url: posts, token, payload: { title: 'Fragile news' } })).json().data;
    await saveDesign(`${posts}/${post.id}`, design('boom'));
    const published = await t.request({ method: 'POST', url: `${posts}/${post.id}/publish`, token });
    expect(published.statusCode).toBe(200);
    expect(published.json().left_out).toEqual([leftOutFragile]);
    const served = await visit(t, host, `/blog/${post.unique_name}`);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Still here');
    expect(served.body).not.toContain('id="element-fragile"');
  });

  it('shows a draft preview without the element and names it, escaped, on top of the preview', async () => {
    const page = `/api/v1/landings/${owner.landingId}/pages/${owner.pageId}`;
    await saveDesign(page, design('boom <img src=x onerror=alert(1)>'));
    const { url } = (await t.request({ method: 'GET', url: `/api/v1/pages/${owner.pageId}/preview-token`, token })).json();
    const shown = await t.request({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Left out of this preview because their plugin failed to render them');
    expect(shown.body).toContain('element-fragile (fragile-quote): No quote for boom &lt;img src=x onerror=alert(1)&gt;');
    expect(shown.body).not.toContain('<img src=x');
  });

  it('previews an admin page template holding the element without failing', async () => {
    const id = (
      await t.db
        .insertInto('page_templates')
        .values({ name: 'Fragile template', published: true, design: JSON.stringify(design('boom')) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const { url } = (await t.request({ method: 'GET', url: `/api/v1/page-templates/${id}/preview-token`, token })).json();
    const shown = await t.request({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Still here');
    expect(shown.body).toContain('element-fragile (fragile-quote): No quote for boom');
  });
});

