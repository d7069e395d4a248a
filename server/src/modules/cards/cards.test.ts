import { CARD_LIMIT_MESSAGE, CARD_URL_TAKEN_MESSAGE, CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const cards = (path = '', landingId = owner.landingId) => `/api/v1/landings/${landingId}/cards${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) => t.request({ method, url, token: as, ...(payload ? { payload } : {}) });
const ann = { name: 'Ann Baker', title: 'Head baker', channels: [{ type: 'email', value: 'ann@example.test' }, { type: 'call', value: '+1 213 373 4253' }] };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Card Makers');
  token = await t.tokenFor(owner.ownerId);
});
afterAll(() => t.close());

describe("a website's cards", () => {
  it('creates a card at an address made from its name, reads, changes and copies it', async () => {
    const created = await call('POST', cards(), { content: ann, theme: 'thyme' });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json().data;
    expect(card).toMatchObject({ design: 'design1', theme: 'thyme', custom_url: 'ann-baker', url: expect.stringMatching(new RegExp(`^https?://card-makers\\.${TEST_SITE_DOMAIN}(:\\d+)?/card/ann-baker$`)) });
    expect(card.content).toMatchObject({ name: 'Ann Baker', align: 'center', powered_by: true, channels: [{ type: 'email', value: 'ann@example.test', label: '' }, { type: 'call' }] });
    expect(card.options).toEqual({ roundPhoto: true });

    const changed = await call('PUT', cards(`/${card.id}`), { design: 'design3', options: { channelNames: false }, custom_url: ' ann ', redirect: 'example.test/new' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ design: 'design3', options: { channelNames: false }, custom_url: 'ann', redirect: 'https://example.test/new', content: { name: 'Ann Baker' } });

    const copy = await call('POST', cards(`/${card.id}/clone`));
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ custom_url: 'ann-copy', design: 'design3', content: { name: 'Ann Baker' } });
    expect((await call('GET', cards())).json().data.map((entry: { custom_url: string }) => entry.custom_url)).toEqual(['ann-copy', 'ann']);

    expect((await call('DELETE', cards(`/${copy.json().data.id}`))).statusCode).toBe(200);
    expect((await call('GET', cards(`/${copy.json().data.id}`))).statusCode).toBe(404);
  });

  it('refuses bad channels, an unknown design or theme, bad options and a taken address, naming each field and writing nothing', async () => {
    const before = (await call('GET', cards())).json().meta.total;
    const bad = await call('POST', cards(), { design: 'design9', theme: 'neon', content: { name: 'X', channels: [{ type: 'email', value: 'nope' }, { type: 'fax', value: '1' }] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['theme']);
    const content = await call('POST', cards(), { design: 'design9', content: { name: 'X', channels: [{ type: 'email', value: 'nope' }] } });
    expect(content.json().errors).toEqual({ design: ['Choose one of the installed card designs.'], 'content.channels.0.value': ['E-mail format is invalid.'] });
    const options = await call('POST', cards(), { design: 'design2', options: { showBio: 'yes' }, content: { name: 'Y' } });
    expect(Object.keys(options.json().errors)).toEqual(['options.showBio']);
    await call('POST', cards(), { content: { name: 'Taken' }, custom_url: 'taken' });
    const taken = await call('POST', cards(), { content: { name: 'Other' }, custom_url: 'taken' });
    expect(taken.json().errors.custom_url).toEqual([CARD_URL_TAKEN_MESSAGE]);
    expect((await call('POST', cards(), { content: { name: 'Z' }, custom_url: 'Not Valid!' })).json().errors.custom_url).toBeDefined();
    expect((await call('GET', cards())).json().meta.total).toBe(before + 1);
  });

  it("keeps a premium design to agencies whose plan grants it, and stops at the agency's card limit with the product's message", async () => {
    const premium = await call('POST', cards(), { design: 'design4', content: { name: 'Premium' } });
    expect(premium.json().errors.design).toEqual(['Your plan does not include the Elegant card design.']);
    // The admin grants the design to the agency with its premium elements; a card in it is then made.
    const admin = await t.tokenFor(await t.createUser({ email: 'cards-admin@example.test', role: 'Admin' }));
    const granted = await call('PUT', `/api/v1/agencies/${owner.agencyId}`, { premium_elements: ['design4'] }, admin);
    expect(granted.statusCode, granted.body).toBe(200);
    const made = await call('POST', cards(), { design: 'design4', content: { name: 'Premium' } });
    expect(made.statusCode).toBe(201);
    await call('DELETE', cards(`/${made.json().data.id}`));
    expect((await call('PUT', `/api/v1/agencies/${owner.agencyId}`, { premium_elements: ['design9'] }, admin)).json().errors.premium_elements).toEqual(['Not an installed premium element: design9.']);
    await call('PUT', `/api/v1/agencies/${owner.agencyId}`, { premium_elements: [] }, admin);

    const small = await t.createAgency('Small Card Agency');
    await t.db.updateTable('agencies').set({ card_limit: 1 }).where('id', '=', small.agencyId).execute();
    const smallToken = await t.tokenFor(small.ownerId);
    const first = await call('POST', cards('', small.landingId), { content: { name: 'One' } }, smallToken);
    expect(first.statusCode).toBe(201);
    const second = await call('POST', cards('', small.landingId), { content: { name: 'Two' } }, smallToken);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.card).toEqual([CARD_LIMIT_MESSAGE]);
    expect((await call('POST', cards(`/${first.json().data.id}/clone`, small.landingId), undefined, smallToken)).json().errors.card).toEqual([CARD_LIMIT_MESSAGE]);

    expect((await call('GET', cards(`/${first.json().data.id}`, small.landingId))).statusCode).toBe(404);
    expect((await call('PUT', cards(`/${first.json().data.id}`, small.landingId), { theme: 'sky' })).statusCode).toBe(404);
  });
});

describe('the public card', () => {
  const host = () => `card-makers.${TEST_SITE_DOMAIN}`;

  it('answers at /card/<address> without any script, with a tap-to-act link per channel', async () => {
    const card = (await call('POST', cards(), { content: { ...ann, name: 'Public Ann', company: 'Corner Bakery' }, custom_url: 'public-ann', theme: 'tomato' })).json().data;
    const page = await visit(t, host(), '/card/public-ann');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1 class="ts-design1__name">Public Ann</h1>');
    expect(page.body).toContain('href="mailto:ann@example.test"');
    expect(page.body).toContain('href="tel:+12133734253"');
    expect(page.body).toContain('href="/card/public-ann/vcard"');
    expect(page.body).toContain('background:#b91c1c');
    expect(page.body).not.toContain('<script');
    // No favicon of the website's own: an empty one, so browsers do not ask for /favicon.ico (a 404 in their console).
    expect(page.body).toContain('<link rel="icon" href="data:,"/>');
    expect(Buffer.byteLength(page.body)).toBeLessThan(30 * 1024);

    const changed = await call('PUT', cards(`/${card.id}`), { content: { ...ann, name: 'Renamed Ann' } });
    expect(changed.statusCode).toBe(200);
    expect((await visit(t, host(), '/card/public-ann')).body).toContain('Renamed Ann');
  });

  it('downloads the vCard and draws the QR code of the card address', async () => {
    await call('POST', cards(), { content: { ...ann, name: 'Vcard Ann' }, custom_url: 'vcard-ann' });
    const vcard = await visit(t, host(), '/card/vcard-ann/vcard');
    expect(vcard.statusCode).toBe(200);
    expect(vcard.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(vcard.headers['content-disposition']).toBe('attachment; filename="vcard-ann.vcf"');
    expect(vcard.body).toContain('FN:Vcard Ann');
    expect(vcard.body).toMatch(/URL:https?:\/\/card-makers\.sites\.test(:\d+)?\/card\/vcard-ann/);

    const svg = await visit(t, host(), '/card/vcard-ann/qr.svg');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg[^>]*viewBox/);
    const png = await visit(t, host(), '/card/vcard-ann/qr.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('sends visitors to its Redirect when it has one, and stops answering once deleted', async () => {
    const card = (await call('POST', cards(), { content: { name: 'Moved' }, custom_url: 'moved', redirect: 'https://example.test/new' })).json().data;
    const moved = await visit(t, host(), '/card/moved');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('https://example.test/new');
    await call('DELETE', cards(`/${card.id}`));
    expect((await visit(t, host(), '/card/moved')).statusCode).toBe(404);
    expect((await visit(t, host(), '/card/nobody')).statusCode).toBe(404);
  });
});

describe("a card's text and its vCard", () => {
  // An agency of its own, with room for the old rows these tests write beside the cards they make.
  let plain: Awaited<ReturnType<TestApp['createAgency']>>;
  let plainToken: string;
  const host = () => `plain-text-cards.${TEST_SITE_DOMAIN}`;
  const plainCall = (method: 'POST' | 'PUT' | 'GET', path: string, payload?: object) => call(method, cards(path, plain.landingId), payload, plainToken);
  beforeAll(async () => {
    plain = await t.createAgency('Plain Text Cards');
    await t.db.updateTable('agencies').set({ card_limit: 50 }).where('id', '=', plain.agencyId).execute();
    plainToken = await t.tokenFor(plain.ownerId);
  });
  /** Each sequence some vCard reader takes for the end of a line. */
  const separators = { CR: '\r', LF: '\n', CRLF: '\r\n', 'U+2028': '\u2028', 'U+2029': '\u2029', 'U+0085': '\u0085' };
  /** The vCard's property names as a reader splitting on any of them sees its lines (a folded line's continuation starts with a space). */
  const propertiesOf = (vcard: string) =>
    vcard
      .split(/\r\n|[\r\n\u2028\u2029\u0085]/)
      .filter((line) => line !== '' && !line.startsWith(' '))
      .map((line) => line.split(/[:;]/, 1)[0]);

  it('gives a stored name, title, company or bio holding any line break no property line of its own', async () => {
    const clean = await plainCall('POST', '', { content: { name: 'Clean Ann', title: 'Baker', company: 'Bakery', bio: 'Bread' }, custom_url: 'clean-ann' });
    expect(clean.statusCode, clean.body).toBe(201);
    const expected = propertiesOf((await visit(t, host(), '/card/clean-ann/vcard')).body);
    expect(expected).toEqual(['BEGIN', 'VERSION', 'N', 'FN', 'ORG', 'TITLE', 'URL', 'NOTE', 'END']);
    for (const [label, separator] of Object.entries(separators)) {
      const customUrl = `old-row-${label.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
      // Written straight into the table, as a row from before the API refused these characters.
      const injected = (property: string) => `Ann${separator}${property}:injected@example.test${separator}`;
      const content = { name: injected('EMAIL'), title: injected('TEL'), company: injected('URL'), bio: injected('PHOTO') };
      const row = await t.db
        .insertInto('cards')
        .values({ landing_id: plain.landingId, design: 'design1', theme: 'violet', content: JSON.stringify(content), options: '{}', custom_url: customUrl })
        .returning('id')
        .executeTakeFirstOrThrow();
      const vcard = await visit(t, host(), `/card/${customUrl}/vcard`);
      expect(vcard.statusCode, label).toBe(200);
      expect(propertiesOf(vcard.body), label).toEqual(expected);
      expect(vcard.body, label).toContain('FN:Ann\\nEMAIL:injected@example.test');
      // Such a card still takes changes that leave its details as they are.
      expect((await plainCall('PUT', `/${row.id}`, { theme: 'sky' })).statusCode, label).toBe(200);
    }
  });

  it('refuses control characters in the details, naming each field, and keeps line breaks and tabs in the bio', async () => {
    const before = (await plainCall('GET', '')).json().meta.total;
    const refused = await plainCall('POST', '', {
      content: { name: 'Ann\rEMAIL:x@example.test', title: 'Baker\u2028Owner', company: 'Bakery\u0085Ltd', bio: 'Escape\u009b', button: { label: 'Save\nme' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'content.name': [SINGLE_LINE_MESSAGE],
      'content.title': [SINGLE_LINE_MESSAGE],
      'content.company': [SINGLE_LINE_MESSAGE],
      'content.bio': [CONTROL_CHARACTERS_MESSAGE],
      'content.button.label': [SINGLE_LINE_MESSAGE],
    });
    expect((await plainCall('GET', '')).json().meta.total).toBe(before);

    const card = (await plainCall('POST', '', { content: { name: 'Tab Ann' }, custom_url: 'tab-ann' })).json().data;
    const changed = await plainCall('PUT', `/${card.id}`, { content: { name: 'Tab\tAnn' } });
    expect(changed.json().errors).toEqual({ 'content.name': [SINGLE_LINE_MESSAGE] });
    const bio = await plainCall('PUT', `/${card.id}`, { content: { name: 'Tab Ann', bio: 'Bread\r\nand\tcake\rdaily\u2028fresh' } });
    expect(bio.statusCode, bio.body).toBe(200);
    expect(propertiesOf((await visit(t, host(), '/card/tab-ann/vcard')).body)).toEqual(['BEGIN', 'VERSION', 'N', 'FN', 'URL', 'NOTE', 'END']);
    expect((await visit(t, host(), '/card/tab-ann/vcard')).body).toContain('NOTE:Bread\\nand\tcake\\ndaily\\nfresh');
  });
});
