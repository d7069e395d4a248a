import { defineElement, z } from '@tessera/sdk';
import { elements as installedElements } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A plugin at version 2 whose props were `{ label }` in version 1. */
const renamed = defineElement({
  id: 'legacy-label',
  version: '2.0.0',
  label: 'Legacy label',
  category: 'misc',
  premium: false,
  props: z.object({ caption: z.string().default('') }),
  migrate: (props, from) => (from.startsWith('1.') ? { caption: String(props.label ?? '') } : props),
  Render: () => null,
  Panel: async () => ({ default: () => null }),
});

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ elements: [...installedElements, renamed] });
  owner = await t.createAgency('Tool Users');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('converting a website to the current editor', () => {
  it('migrates every page design through the plugins and bumps the versions of changed pages', async () => {
    const old = {
      schemaVersion: 1,
      sections: [
        {
          id: 'section-o1',
          key: 'section',
          options: {},
          rows: [{ id: 'row-o1', key: 'row', options: {}, columns: [{ id: 'column-o1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-o1', key: 'legacy-label', version: '1.0.0', props: { label: 'Hello' } }] }] }],
        },
      ],
    };
    await t.db.updateTable('pages').set({ design: JSON.stringify(old) }).where('id', '=', owner.pageId).execute();
    const before = await t.db.selectFrom('pages').select('version').where('id', '=', owner.pageId).executeTakeFirstOrThrow();
    const response = await t.request({ method: 'PUT', url: `/api/v1/landings/${owner.landingId}/convert-new-editor`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ pages_converted: 1, schema_version: 1 });
    const page = await t.db.selectFrom('pages').select(['design', 'version']).where('id', '=', owner.pageId).executeTakeFirstOrThrow();
    expect(page.version).toBe(before.version + 1);
    expect((page.design as typeof old).sections[0]!.rows[0]!.columns[0]!.elements[0]).toEqual({ id: 'element-o1', key: 'legacy-label', version: '2.0.0', props: { caption: 'Hello' } });
    const again = await t.request({ method: 'PUT', url: `/api/v1/landings/${owner.landingId}/convert-new-editor`, token });
    expect(again.json().data.pages_converted).toBe(0);
  });
});

describe('a website written by the AI', () => {
  const body = { business_name: 'Sunny Plumbing', description: 'Emergency plumbing and boiler repair in Leeds. Fast and friendly.', subdomain: 'sunny-plumbing' };

  it('is refused with a clear message when neither the agency nor the server has a key', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/landings/auto', token, payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('AI features need an OpenAI API key. Add one to your agency settings.');
    expect(await t.db.selectFrom('landings').select('id').where('subdomain', '=', 'sunny-plumbing').execute()).toEqual([]);
  });

  it('builds home and contact pages, a lead form and a menu from the description', async () => {
    await t.db.updateTable('agencies').set({ openai_api_key: 'sk-test' }).where('id', '=', owner.agencyId).execute();
    const response = await t.request({ method: 'POST', url: '/api/v1/landings/auto', token, payload: body });
    expect(response.statusCode).toBe(201);
    const landing = response.json().data;
    expect(landing).toMatchObject({ title: 'Sunny Plumbing', subdomain: 'sunny-plumbing' });
    const pages = (await t.request({ method: 'GET', url: `/api/v1/landings/${landing.id}/pages`, token })).json().data;
    expect(pages.map((page: { unique_name: string }) => page.unique_name)).toEqual(['home', 'contact']);
    const home = (await t.request({ method: 'GET', url: `/api/v1/landings/${landing.id}/pages/${pages[0].id}`, token })).json().data;
    const hero = home.design.sections[0].rows[0].columns[0].elements;
    expect(hero[0].props.text).toBe('Sunny Plumbing: Emergency plumbing and boiler repair in Leeds');
    expect(hero[2].props.button).toMatchObject({ Text: 'Get in touch', PageId: pages[1].id });
    const forms = (await t.request({ method: 'GET', url: `/api/v1/landings/${landing.id}/forms`, token })).json().data;
    expect(forms[0].fields.map((field: { name: string; required: boolean }) => [field.name, field.required])).toEqual([
      ['fullName', true],
      ['email', true],
      ['phone', false],
    ]);
  });
});
