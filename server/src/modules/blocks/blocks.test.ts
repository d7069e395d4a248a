import { BLOCK_EMPTY_MESSAGE, BLOCK_NAME_REQUIRED_MESSAGE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../../testing/designs.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let home: Awaited<ReturnType<TestApp['createAgency']>>;
let away: Awaited<ReturnType<TestApp['createAgency']>>;
let homeToken: string;
let awayToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createAgency('Home Blocks');
  away = await t.createAgency('Away Blocks');
  homeToken = await t.tokenFor(home.ownerId);
  awayToken = await t.tokenFor(away.ownerId);
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('agency blocks', () => {
  it("saves a section as a block of the website's agency, lists it newest first, renames and deletes it", async () => {
    const created = await t.request({
      method: 'POST',
      url: `/api/v1/agency-blocks?landing_id=${home.landingId}`,
      token: homeToken,
      payload: { name: ' Hero ', design: headlineDesign('Welcome') },
    });
    expect(created.statusCode).toBe(201);
    const block = created.json().data;
    expect(block).toMatchObject({ name: 'Hero', category: '', agency_id: home.agencyId });
    // Stored as the designer would save it: props normalised by the element's schema.
    expect(block.design.sections[0].rows[0].columns[0].elements[0].props).toMatchObject({ text: 'Welcome', tag: 'h1' });

    await t.request({ method: 'POST', url: '/api/v1/agency-blocks', token: homeToken, payload: { name: 'Footer', design: headlineDesign('Bye', 'b2') } });
    const list = await t.request({ method: 'GET', url: `/api/v1/agency-blocks?landing_id=${home.landingId}`, token: homeToken });
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Footer', 'Hero']);
    expect((await t.request({ method: 'GET', url: '/api/v1/agency-blocks', token: awayToken })).json().data).toEqual([]);

    const renamed = await t.request({ method: 'PUT', url: `/api/v1/agency-blocks/${block.id}`, token: homeToken, payload: { name: 'Big hero' } });
    expect(renamed.json().data).toMatchObject({ name: 'Big hero', design: block.design });
    expect((await t.request({ method: 'DELETE', url: `/api/v1/agency-blocks/${block.id}`, token: homeToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/agency-blocks/${block.id}`, token: homeToken })).statusCode).toBe(404);
  });

  it("keeps blocks within their agency: another agency's block or website answers 404", async () => {
    const mine = (await t.request({ method: 'POST', url: '/api/v1/agency-blocks', token: homeToken, payload: { name: 'Mine', design: headlineDesign('Mine') } })).json().data;
    expect((await t.request({ method: 'PUT', url: `/api/v1/agency-blocks/${mine.id}`, token: awayToken, payload: { name: 'Taken' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/agency-blocks/${mine.id}`, token: awayToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/agency-blocks?landing_id=${home.landingId}`, token: awayToken })).statusCode).toBe(404);
    const intoTheirs = await t.request({ method: 'POST', url: `/api/v1/agency-blocks?landing_id=${home.landingId}`, token: awayToken, payload: { name: 'X', design: headlineDesign('X') } });
    expect(intoTheirs.statusCode).toBe(404);
  });

  it('refuses a block without a name, without sections, or with an element that does not validate', async () => {
    const post = (payload: object) => t.request({ method: 'POST', url: '/api/v1/agency-blocks', token: homeToken, payload });
    expect((await post({ name: '', design: headlineDesign('x') })).json().errors.name).toEqual([BLOCK_NAME_REQUIRED_MESSAGE]);
    expect((await post({ name: 'Empty', design: { schemaVersion: 1, sections: [] } })).json().errors['design.sections']).toEqual([BLOCK_EMPTY_MESSAGE]);
    const bad = headlineDesign('x');
    bad.sections[0]!.rows[0]!.columns[0]!.elements[0]!.key = 'no-such-element';
    const refused = await post({ name: 'Bad', design: bad });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)[0]).toMatch(/^design\.sections\.0\.rows\.0\.columns\.0\.elements\.0/);
  });

  it('lets a card user do nothing with blocks', async () => {
    const cardUser = await t.tokenFor(await t.createUser({ email: 'card-blocks@example.test', role: 'CardUser', agencyId: home.agencyId }));
    expect((await t.request({ method: 'GET', url: '/api/v1/agency-blocks', token: cardUser })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/admin-blocks', token: cardUser })).statusCode).toBe(403);
  });
});

describe("the agency's block library and a sub-user's permissions", () => {
  const subUser = async (email: string, role: 'AgencyUser' | 'WebsiteUser', permissions: readonly string[]) => {
    const userId = await t.createUser({ email, role, agencyId: home.agencyId });
    await t.grantLanding(userId, home.landingId, permissions);
    return t.tokenFor(userId);
  };
  const ownersBlock = async () =>
    (await t.request({ method: 'POST', url: `/api/v1/agency-blocks?landing_id=${home.landingId}`, token: homeToken, payload: { name: "Owner's hero", design: headlineDesign('Owned') } })).json().data;
  const storedBlock = (blockId: number) => t.db.selectFrom('agency_blocks').select(['name', 'design']).where('id', '=', blockId).executeTakeFirst();
  const withLanding = () => `?landing_id=${home.landingId}`;

  for (const role of ['WebsiteUser', 'AgencyUser'] as const) {
    it(`refuses a ${role} without permissions every block call, with or without a website named, and leaves the owner's block as it was`, async () => {
      const token = await subUser(`bare-${role.toLowerCase()}@example.test`, role, []);
      const block = await ownersBlock();
      const before = await storedBlock(block.id);
      for (const query of ['', withLanding()]) {
        const calls = [
          { method: 'GET', url: `/api/v1/agency-blocks${query}` },
          { method: 'POST', url: `/api/v1/agency-blocks${query}`, payload: { name: 'Intruder', design: headlineDesign('Intruder') } },
          { method: 'PUT', url: `/api/v1/agency-blocks/${block.id}${query}`, payload: { name: 'defaced' } },
          { method: 'DELETE', url: `/api/v1/agency-blocks/${block.id}${query}` },
        ] as const;
        for (const call of calls) {
          const response = await t.request({ ...call, token });
          expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
          expect(response.json().message).toMatch(/permission/);
        }
      }
      expect(await storedBlock(block.id)).toEqual(before);
      expect(await t.db.selectFrom('agency_blocks').select('id').where('name', '=', 'Intruder').execute()).toEqual([]);
    });
  }

  it('lets a sub-user who may view pages list the blocks but not save, rename or delete one', async () => {
    const token = await subUser('viewer-blocks@example.test', 'WebsiteUser', ['pages.view']);
    const block = await ownersBlock();
    const listed = await t.request({ method: 'GET', url: `/api/v1/agency-blocks${withLanding()}`, token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((b: { id: number }) => b.id)).toContain(block.id);
    expect((await t.request({ method: 'POST', url: `/api/v1/agency-blocks${withLanding()}`, token, payload: { name: 'Mine', design: headlineDesign('Mine') } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/v1/agency-blocks/${block.id}${withLanding()}`, token, payload: { name: 'defaced' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/agency-blocks/${block.id}${withLanding()}`, token })).statusCode).toBe(403);
    expect((await storedBlock(block.id))?.name).toBe("Owner's hero");
  });

  it('lets a sub-user who may design pages save, rename and delete the agency\'s blocks', async () => {
    const token = await subUser('designer-blocks@example.test', 'WebsiteUser', ['pages.view', 'pages.design']);
    const saved = await t.request({ method: 'POST', url: `/api/v1/agency-blocks${withLanding()}`, token, payload: { name: 'Designed', design: headlineDesign('Designed') } });
    expect(saved.statusCode).toBe(201);
    const blockId = saved.json().data.id;
    expect((await t.request({ method: 'PUT', url: `/api/v1/agency-blocks/${blockId}${withLanding()}`, token, payload: { name: 'Redesigned' } })).json().data.name).toBe('Redesigned');
    expect((await t.request({ method: 'DELETE', url: `/api/v1/agency-blocks/${blockId}`, token })).statusCode).toBe(200);
    expect(await storedBlock(blockId)).toBeUndefined();
  });
});

describe('admin blocks', () => {
  it('are made by admins, offered to designers only once published, cloned with fresh ids', async () => {
    const created = await t.request({ method: 'POST', url: '/api/v1/admin-blocks', token: adminToken, payload: { name: 'Pricing', category: 'Sales', design: headlineDesign('Plans') } });
    expect(created.statusCode).toBe(201);
    const block = created.json().data;
    expect(block).toMatchObject({ published: false, version: 1 });
    expect((await t.request({ method: 'GET', url: '/api/v1/admin-blocks', token: homeToken })).json().data).toEqual([]);
    const forTheAdmin = (await t.request({ method: 'GET', url: '/api/v1/admin-blocks', token: adminToken })).json().data;
    expect(forTheAdmin.map((b: { name: string; published: boolean }) => [b.name, b.published]), 'the admin gets every block, drafts too').toEqual([['Pricing', false]]);

    const published = await t.request({ method: 'POST', url: `/api/v1/admin-blocks/${block.id}/publish`, token: adminToken });
    expect(published.json().data.published).toBe(true);
    const offered = (await t.request({ method: 'GET', url: '/api/v1/admin-blocks', token: homeToken })).json().data;
    expect(offered.map((b: { name: string }) => b.name)).toEqual(['Pricing']);

    const clone = (await t.request({ method: 'POST', url: `/api/v1/admin-blocks/${block.id}/clone`, token: adminToken })).json().data;
    expect(clone).toMatchObject({ name: 'Pricing (copy)', published: false });
    expect(clone.design.sections[0].id).not.toBe(block.design.sections[0].id);
    expect((await t.request({ method: 'GET', url: '/api/v1/admin-blocks/all', token: adminToken })).json().meta.total).toBe(2);

    await t.request({ method: 'POST', url: `/api/v1/admin-blocks/${block.id}/publish`, token: adminToken, payload: { published: false } });
    expect((await t.request({ method: 'GET', url: '/api/v1/admin-blocks', token: homeToken })).json().data).toEqual([]);
  });

  it('saves a design with the version it was based on, and refuses a stale one with 409', async () => {
    const block = (await t.request({ method: 'POST', url: '/api/v1/admin-blocks', token: adminToken, payload: { name: 'Versioned', design: headlineDesign('v1') } })).json().data;
    const save = (text: string, version: number) =>
      t.request({ method: 'PUT', url: `/api/v1/admin-blocks/${block.id}`, token: adminToken, payload: { design: headlineDesign(text), version } });
    expect((await save('v2', 1)).json().data.version).toBe(2);
    expect((await save('stale', 1)).statusCode).toBe(409);
    const read = (await t.request({ method: 'GET', url: `/api/v1/admin-blocks/${block.id}`, token: adminToken })).json().data;
    expect(read.design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('v2');
  });

  it("saves the designer's sections through …/design, 409 on a stale version, a page's popups dropped", async () => {
    const block = (await t.request({ method: 'POST', url: '/api/v1/admin-blocks', token: adminToken, payload: { name: 'Designed', design: headlineDesign('v1') } })).json().data;
    const save = (design: object, version: number, token = adminToken) => t.request({ method: 'PUT', url: `/api/v1/admin-blocks/${block.id}/design`, token, payload: { design, version } });
    const withPopup = { ...headlineDesign('v2'), popups: [{ id: 'popup-1', key: 'popup', options: {}, rows: [] }] };
    const saved = await save(withPopup, 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { version: 2 }, shouldReload: true });
    const read = (await t.request({ method: 'GET', url: `/api/v1/admin-blocks/${block.id}`, token: adminToken })).json().data;
    expect(read.design.popups).toBeUndefined();
    expect(read.design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('v2');

    expect((await save(headlineDesign('v2'), 1)).json()).toEqual({ data: { version: 2 }, shouldReload: false });
    const stale = await save(headlineDesign('stale'), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This block was saved elsewhere since you opened it (you edited version 1, it is now at version 2). Reload to see those changes.');
    expect((await t.request({ method: 'PUT', url: '/api/v1/admin-blocks/999999/design', token: adminToken, payload: { design: headlineDesign('x'), version: 1 } })).statusCode).toBe(404);
    const empty = await save({ schemaVersion: 1, sections: [] }, 2);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors['design.sections']).toEqual([BLOCK_EMPTY_MESSAGE]);
    expect((await save(headlineDesign('mine'), 2, homeToken)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/v1/admin-blocks/${block.id}`, token: adminToken })).json().data.version).toBe(2);
  });

  it('are changed by admins only', async () => {
    const block = (await t.request({ method: 'POST', url: '/api/v1/admin-blocks', token: adminToken, payload: { name: 'Locked', design: headlineDesign('x') } })).json().data;
    expect((await t.request({ method: 'POST', url: '/api/v1/admin-blocks', token: homeToken, payload: { name: 'Mine', design: headlineDesign('x') } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/v1/admin-blocks/${block.id}`, token: homeToken, payload: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/v1/admin-blocks/${block.id}/publish`, token: homeToken })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/admin-blocks/all', token: homeToken })).statusCode).toBe(403);
  });
});

describe('several admin blocks at once', () => {
  it('creates every block sent, unpublished, or none of them when one is wrong, naming it', async () => {
    const count = async () => (await t.db.selectFrom('admin_blocks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/admin-blocks-2',
      token: adminToken,
      payload: { blocks: [{ name: 'Hero', design: headlineDesign('One', 'b1') }, { name: '', design: { schemaVersion: 1, sections: [] } }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['blocks.1.name']);
    const empty = await t.request({ method: 'POST', url: '/api/v1/admin-blocks-2', token: adminToken, payload: { blocks: [{ name: 'Hero', design: headlineDesign('One', 'b1') }, { name: 'Empty', design: { schemaVersion: 1, sections: [] } }] } });
    expect(empty.json().errors).toEqual({ 'blocks.1.design.sections': [BLOCK_EMPTY_MESSAGE] });
    expect(await count()).toBe(before);

    const created = await t.request({
      method: 'POST',
      url: '/api/v1/admin-blocks-2',
      token: adminToken,
      payload: { blocks: [{ name: 'Hero', category: 'Headers', design: headlineDesign('One', 'b1') }, { name: 'Footer', design: headlineDesign('Two', 'b2') }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.map((block: { name: string; published: boolean }) => [block.name, block.published])).toEqual([
      ['Hero', false],
      ['Footer', false],
    ]);
    expect(created.json().message).toBe('2 blocks created.');
    expect((await t.request({ method: 'POST', url: '/api/v1/admin-blocks-2', token: homeToken, payload: { blocks: [{ name: 'Mine', design: headlineDesign('x') }] } })).statusCode).toBe(403);
  });
});
