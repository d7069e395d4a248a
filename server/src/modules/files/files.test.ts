import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { createS3Storage } from '../../services/s3-storage.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 32, height: 16, channels: 3, background: '#cc3366' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS somewhere' } })
    .toBuffer();

function upload(url: string, filename: string, bytes: Buffer, fields: Record<string, string> = {}, as = token) {
  const body = multipartBody(fields, { filename, bytes });
  return t.request({ method: 'POST', url: `/api/v1${url}`, token: as, payload: body.payload, headers: body.headers });
}

const api = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('File Owners');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('uploading files', () => {
  it('stores an image re-encoded without its EXIF data, and serves it with a long cache on the app and the site', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(`/landings/${owner.landingId}/files`, 'holiday photo.jpg', original);
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ name: 'holiday photo.jpg', mime: 'image/jpeg', kind: 'image', width: 32, height: 16, Ratio: 0.5, landing_id: owner.landingId });
    expect(file.url).toMatch(/^\/uploads\/\d+\/[a-f0-9-]+\.jpg$/);
    expect(file.size_label).toMatch(/ kB$/);

    const served = await t.request({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

    const onSite = await t.request({ method: 'GET', url: file.url, headers: { host: `file-owners.${TEST_SITE_DOMAIN}` } });
    expect(onSite.statusCode).toBe(200);
    expect(onSite.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('refuses a file that is not what its extension claims, and text posing as an image, storing nothing', async () => {
    const before = await t.db.selectFrom('files').select('id').execute();
    const disguised = await upload(`/landings/${owner.landingId}/files`, 'picture.jpg', await png(8, 8));
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.file).toEqual(['The file is not what its name says it is.']);
    const script = await upload(`/landings/${owner.landingId}/files`, 'logo.png', Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(422);
    expect(script.json().message).toBe('The file is not what its name says it is.');
    const text = await upload(`/landings/${owner.landingId}/files`, 'notes.txt', Buffer.from('hello'));
    expect(text.json().message).toBe('This kind of file cannot be uploaded.');
    expect(await t.db.selectFrom('files').select('id').execute()).toEqual(before);
  });

  it('refuses an upload above 20 MB with 413', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 1);
    const response = await upload(`/landings/${owner.landingId}/files`, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 20.0 MB.');
  });

  it('refuses a request without a file', async () => {
    const body = multipartBody({ note: 'no file' });
    const response = await t.request({ method: 'POST', url: `/api/v1/landings/${owner.landingId}/files`, token, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['The file field is required.']);
  });
});

describe('managing files', () => {
  it('lists with type, size and date, renames, and deletes only what no page uses', async () => {
    const created = (await upload(`/landings/${owner.landingId}/files`, 'used.png', await png(40, 20))).json().data;
    const list = (await api('GET', `/landings/${owner.landingId}/files?kind=image`)).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(2);
    expect(list.data[0]).toMatchObject({ id: created.id, kind: 'image', mime: 'image/png' });
    expect(list.data[0].created_at).toMatch(/^\d{4}-/);

    const renamed = await api('PUT', `/landings/${owner.landingId}/files/${created.id}`, { name: 'Hero image' });
    expect(renamed.json().data).toMatchObject({ name: 'Hero image', url: created.url });
    expect((await api('GET', `/landings/${owner.landingId}/files?search=hero`)).json().data.map((f: { id: number }) => f.id)).toEqual([created.id]);

    const design = {
      schemaVersion: 1,
      sections: [
        {
          id: 'section-f1',
          key: 'section',
          options: {},
          rows: [{ id: 'row-f1', key: 'row', options: {}, columns: [{ id: 'column-f1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-f1', key: 'image', props: { image: { url: created.url, Ratio: 0.5 } } }] }] }],
        },
      ],
    };
    const page = (await api('GET', `/landings/${owner.landingId}/pages/${owner.pageId}`)).json().data;
    expect((await api('PUT', `/landings/${owner.landingId}/pages/${owner.pageId}/design`, { design, version: page.version })).statusCode).toBe(200);

    const refused = await api('DELETE', `/landings/${owner.landingId}/files/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This file is used on Home. Remove it from that page first.');
    expect((await t.request({ method: 'GET', url: created.url })).statusCode).toBe(200);

    const unused = (await upload(`/landings/${owner.landingId}/files`, 'spare.png', await png(4, 4))).json().data;
    expect((await api('DELETE', `/landings/${owner.landingId}/files/${unused.id}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: unused.url })).statusCode).toBe(404);
  });

  it("answers another agency's files with 404 and a sub-user without the permission with 403", async () => {
    const file = (await upload(`/landings/${owner.landingId}/files`, 'private.png', await png(4, 4))).json().data;
    const rival = await t.createAgency('Rival Files');
    const rivalToken = await t.login(rival.credentials);
    expect((await api('GET', `/landings/${owner.landingId}/files`, undefined, rivalToken)).statusCode).toBe(404);
    expect((await api('DELETE', `/landings/${rival.landingId}/files/${file.id}`, undefined, rivalToken)).statusCode).toBe(404);
    expect((await api('PUT', `/media-library/${file.id}`, { name: 'stolen' }, rivalToken)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'files-viewer@example.test', role: 'WebsiteUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.view']);
    const sub = await t.tokenFor(subId);
    expect((await upload(`/landings/${owner.landingId}/files`, 'x.png', await png(4, 4), {}, sub)).statusCode).toBe(403);
    expect((await api('GET', `/landings/${owner.landingId}/files`, undefined, sub)).statusCode).toBe(403);
    expect((await api('GET', '/media-library/all', undefined, sub)).json().data).toEqual([]);
    expect((await t.db.selectFrom('files').select('name').where('id', '=', file.id).executeTakeFirstOrThrow()).name).toBe('private.png');
  });
});

describe('the media library and the image picker upload', () => {
  it('lists, fetches by id, renames and rotates images', async () => {
    const file = (await upload(`/landings/${owner.landingId}/files`, 'wide.png', await png(40, 20))).json().data;
    const all = (await api('GET', '/media-library/all?per_page=100')).json();
    expect(all.data.map((item: { id: number }) => item.id)).toContain(file.id);
    const specific = (await api('GET', `/media-library/specific?libraryIds=${file.id},999999`)).json().data;
    expect(specific.map((item: { library_id: number }) => item.library_id)).toEqual([file.id]);
    const keyed = (await api('GET', `/media-library/specific/object?libraryIds=${file.id}`)).json().data;
    expect(keyed[String(file.id)].name).toBe('wide.png');
    expect((await api('PUT', `/media-library/${file.id}`, { name: 'Wide banner' })).json().data.name).toBe('Wide banner');

    const rotated = await api('PUT', `/media-library/${file.id}/rotate`, { angle: 90 });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data).toMatchObject({ width: 20, height: 40, Ratio: 2 });
    expect(rotated.json().data.url).not.toBe(file.url);
    const served = await t.request({ method: 'GET', url: rotated.json().data.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 20, height: 40 });
    expect((await t.request({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('uploads from the image picker, resized, with the element and value key echoed', async () => {
    const body = multipartBody({ 'resize-image': '100', elementId: 'element-x1', valueKey: 'image' }, { filename: 'big.png', bytes: await png(400, 200) });
    const response = await t.request({ method: 'POST', url: `/api/v1/images/upload-image?landing_id=${owner.landingId}`, token, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ elementId: 'element-x1', valueKey: 'image', Ratio: 0.5, ShowWidth: 100, ShowHeight: 50 });
    const toLibrary = multipartBody({}, { filename: 'library.png', bytes: await png(30, 30) });
    const library = await t.request({ method: 'POST', url: '/api/v1/images/upload-image', token, payload: toLibrary.payload, headers: toLibrary.headers });
    expect(library.statusCode).toBe(201);
    const item = (await api('GET', `/media-library/specific?libraryIds=${library.json().library_id}`)).json().data[0];
    expect(item).toMatchObject({ name: 'library.png', landing_id: null, url: library.json().url });
    const pdf = multipartBody({}, { filename: 'doc.pdf', bytes: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') });
    const refused = await t.request({ method: 'POST', url: '/api/v1/images/upload-image', token, payload: pdf.payload, headers: pdf.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Only image files can be uploaded here.');
  });

  it('fits a logo into 300×60 and a gallery image into 1600×1600, never enlarging', async () => {
    const logo = await upload(`/images/upload-logo-image?landing_id=${owner.landingId}`, 'logo.png', await png(1200, 600), { elementId: 'element-logo', valueKey: 'src' });
    expect(logo.statusCode).toBe(201);
    expect(logo.json()).toMatchObject({ elementId: 'element-logo', valueKey: 'src', ShowWidth: 120, ShowHeight: 60 });
    const wide = await upload('/images/upload-logo-image', 'wide.png', await png(900, 90));
    expect(wide.json()).toMatchObject({ ShowWidth: 300, ShowHeight: 30 });
    const gallery = await upload(`/images/upload-gallery-image?landing_id=${owner.landingId}`, 'tall.png', await png(1000, 3200));
    expect(gallery.json()).toMatchObject({ ShowWidth: 500, ShowHeight: 1600 });
    const small = await upload('/images/upload-gallery-image', 'small.png', await png(40, 20));
    expect(small.json()).toMatchObject({ ShowWidth: 40, ShowHeight: 20 });
  });

  it("takes a rich-text editor's image as its part `upload`, scaled like the designer's, answering its address", async () => {
    const body = multipartBody({}, { field: 'upload', filename: 'inline.png', bytes: await png(2400, 600) });
    const response = await t.request({ method: 'POST', url: `/api/v1/images/ckeditor-image?landing_id=${owner.landingId}`, token, payload: body.payload, headers: body.headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), ShowWidth: 1920, ShowHeight: 480 });
    expect((await t.request({ method: 'GET', url: response.json().url })).statusCode).toBe(200);
    const noImage = multipartBody({}, { field: 'upload', filename: 'notes.txt', bytes: Buffer.from('text') });
    expect((await t.request({ method: 'POST', url: '/api/v1/images/ckeditor-image', token, payload: noImage.payload, headers: noImage.headers })).statusCode).toBe(422);
    const wrongPart = multipartBody({}, { field: 'picture', filename: 'inline.png', bytes: await png(10, 10) });
    expect((await t.request({ method: 'POST', url: '/api/v1/images/ckeditor-image', token, payload: wrongPart.payload, headers: wrongPart.headers })).json().errors.file).toEqual(['The file field is required.']);
  });

  it('keeps a non-converted image at its size, with its prompt, in the website its landing_id field names', async () => {
    const kept = await upload('/images/upload-non-convert-image', 'ai.png', await png(2400, 1200), { image_prompt: 'A lighthouse at dawn', landing_id: String(owner.landingId) });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ ShowWidth: 2400, ShowHeight: 1200 });
    const item = (await api('GET', `/media-library/specific?libraryIds=${kept.json().library_id}`)).json().data[0];
    expect(item).toMatchObject({ landing_id: owner.landingId, image_prompt: 'A lighthouse at dawn' });

    const rival = await t.createAgency('Image Thieves');
    const foreign = await upload('/images/upload-non-convert-image', 'ai.png', await png(10, 10), { landing_id: String(rival.landingId) });
    expect(foreign.statusCode).toBe(404);
    const badField = await upload('/images/upload-non-convert-image', 'ai.png', await png(10, 10), { landing_id: 'mine' });
    expect(badField.statusCode).toBe(422);
    expect(Object.keys(badField.json().errors)).toEqual(['landing_id']);
    const mismatch = await upload(`/images/upload-non-convert-image?landing_id=${owner.landingId}`, 'ai.png', await png(10, 10), { landing_id: String(rival.landingId) });
    expect(mismatch.json().errors.landing_id).toEqual(['The landing id of the form and of the address differ.']);
  });
});

describe('the S3 storage adapter', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes objects on an S3-compatible server', async () => {
    const storage = createS3Storage({ bucket: 'media', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'secret', prefix: 'tessera/' });
    await storage.put('7/abc.png', Buffer.from('png-bytes'), 'image/png');
    expect(s3.objects.get('media/tessera/7/abc.png')).toEqual({ body: Buffer.from('png-bytes'), contentType: 'image/png' });
    const object = await storage.get('7/abc.png');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('png-bytes');
    expect(await storage.get('7/missing.png')).toBeUndefined();
    expect(await storage.get('../etc/passwd')).toBeUndefined();
    await storage.delete('7/abc.png');
    expect(s3.objects.size).toBe(0);
  });

  it('serves uploads of an app that keeps them in S3', async () => {
    const storage = createS3Storage({ bucket: 'media', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'secret' });
    const s3App = await createTestApp({ storage });
    try {
      const agency = await s3App.createAgency('S3 Agency');
      const body = multipartBody({}, { filename: 'pic.png', bytes: await png(10, 10) });
      const response = await s3App.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/files`, token: await s3App.login(agency.credentials), payload: body.payload, headers: body.headers });
      expect(response.statusCode).toBe(201);
      const url: string = response.json().data.url;
      expect(s3.objects.has(`media${url.replace('/uploads', '')}`)).toBe(true);
      const served = await s3App.request({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(10);
    } finally {
      await s3App.close();
    }
  });
});
