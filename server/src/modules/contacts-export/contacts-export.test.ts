import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { csvCell } from './contacts-export.routes.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Contact Exporters');
  token = await t.login(owner.credentials);
  const contact = (fields: Record<string, string | boolean>, at: string) => ({
    landing_id: owner.landingId,
    page_id: owner.pageId,
    element_id: 'element-form1',
    fields: JSON.stringify(fields),
    ip_hash: 'x',
    created_at: new Date(at),
  });
  await t.db
    .insertInto('contacts')
    .values([contact({ email: 'ann@example.test', note: 'Hi, "there"' }, '2026-01-01T10:00:00Z'), contact({ email: 'bob@example.test', consent: true, note: '=HYPERLINK("x")' }, '2026-01-02T10:00:00Z')])
    .execute();
});
afterAll(() => t.close());

describe('exporting contacts', () => {
  it('answers a CSV with a column per field, quoted, and formulas defused', async () => {
    const response = await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/contacts/export`, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contact-exporters-site-contacts.csv"');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      // Fields in the order the stored answers keep them (jsonb's).
      'Date,Source,Tags,Page,Form element,note,email,consent',
      '2026-01-01T10:00:00.000Z,Form,,Home,element-form1,"Hi, ""there""",ann@example.test,',
      `2026-01-02T10:00:00.000Z,Form,,Home,element-form1,"'=HYPERLINK(""x"")",bob@example.test,yes`,
      '',
    ]);
  });

  it('keeps only the contacts the search matches, as the list does', async () => {
    const url = `/api/v1/landings/${owner.landingId}/contacts/export`;
    const response = await t.request({ method: 'GET', url, query: { search: 'ANN@' }, token });
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Date,Source,Tags,Page,Form element,note,email',
      '2026-01-01T10:00:00.000Z,Form,,Home,element-form1,"Hi, ""there""",ann@example.test',
      '',
    ]);
    const tooLong = await t.request({ method: 'GET', url, query: { search: 'x'.repeat(201) }, token });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.search).toEqual(['The search may not be longer than 200 characters.']);
  });

  it("answers another agency's website with 404", async () => {
    const rival = await t.login((await t.createAgency('Rival Exporters')).credentials);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/contacts/export`, token: rival })).statusCode).toBe(404);
  });

  it('quotes and defuses single cells', () => {
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(false)).toBe('no');
  });
});
