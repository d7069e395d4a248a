import { randomUUID } from 'node:crypto';
import { FILE_IN_USE_MESSAGE, formatFileSize, IMAGE_ONLY_MESSAGE, type FileItem } from '@tessera/core';
import { sql } from 'kysely';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { FileRow } from '../../db/schema-dashboard.ts';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import type { Storage } from '../../services/storage.ts';
import { checkFileType } from './file-types.ts';
import { reencodeImage, type ImageResize } from './image-processing.ts';
import { releaseStoredObjects } from './stored-objects.ts';
import type { Upload } from './multipart-upload.ts';

export const UPLOADS_PATH = '/uploads/';

const kindOf = (mime: string): FileItem['kind'] =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video' : mime.startsWith('audio/') ? 'audio' : 'document';

export function toFileItem(row: FileRow): FileItem {
  return {
    id: row.id,
    library_id: row.id,
    landing_id: row.landing_id,
    name: row.name,
    url: row.url,
    mime: row.mime,
    kind: kindOf(row.mime),
    size: row.size,
    size_label: formatFileSize(row.size),
    width: row.width,
    height: row.height,
    Ratio: row.width && row.height ? Math.round((row.height / row.width) * 100) / 100 : 0,
    image_prompt: row.image_prompt,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface UploadOwner {
  agencyId: number | null;
  landingId: number | null;
  userId: number;
}

const newKey = (owner: UploadOwner, ext: string) => `${owner.agencyId ?? 'platform'}/${randomUUID()}.${ext}`;

/** A display name from the uploaded file name: no path, at most 200 characters. */
const displayName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').trim().slice(0, 200) || 'file';

/**
 * Checks an upload by its content, re-encodes images (metadata stripped, optionally scaled to
 * `maxWidth`), stores it and records it. `imagesOnly` refuses every other kind (spec §5).
 */
export async function storeUpload(db: Db, storage: Storage, upload: Upload, owner: UploadOwner, options: ImageResize & { imagesOnly?: boolean; imagePrompt?: string } = {}): Promise<FileRow> {
  const type = await checkFileType(upload.bytes, upload.filename);
  if (options.imagesOnly && type.kind !== 'image') throw validationFailed({ file: [IMAGE_ONLY_MESSAGE] });
  let bytes = upload.bytes;
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  if (type.kind === 'image') {
    const image = await reencodeImage(bytes, type.ext, { maxWidth: options.maxWidth, fit: options.fit }).catch(() => {
      throw validationFailed({ file: ['The image could not be read.'] });
    });
    bytes = image.bytes;
    size = { width: image.width, height: image.height };
  }
  const key = newKey(owner, type.ext);
  await storage.put(key, bytes, type.mime);
  return db
    .insertInto('files')
    .values({
      agency_id: owner.agencyId,
      landing_id: owner.landingId,
      uploaded_by: owner.userId,
      name: displayName(upload.filename),
      storage_key: key,
      url: `${UPLOADS_PATH}${key}`,
      mime: type.mime,
      size: bytes.length,
      ...size,
      ...(options.imagePrompt ? { image_prompt: options.imagePrompt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pages whose draft or published design uses the file: of its website, or of any website of its agency for a library file. */
export async function pagesUsing(db: Db, file: FileRow): Promise<{ id: number; name: string; landing_title: string }[]> {
  const pattern = `%${file.url.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  let query = db
    .selectFrom('pages as p')
    .innerJoin('landings as l', 'l.id', 'p.landing_id')
    .select(['p.id', 'p.name', 'l.title as landing_title'])
    .where((eb) => eb.or([eb(sql`p.design::text`, 'like', pattern), eb(sql`coalesce(p.published_design::text, '')`, 'like', pattern)]));
  if (file.landing_id !== null) query = query.where('p.landing_id', '=', file.landing_id);
  else if (file.agency_id !== null) query = query.where('l.agency_id', '=', file.agency_id);
  return query.orderBy('p.id').execute();
}

/** Deletes the file unless a page uses it (409 naming the pages); its stored object goes with the last row sharing it. */
export async function deleteFile(db: Db, storage: Storage, file: FileRow): Promise<void> {
  const users = await pagesUsing(db, file);
  if (users.length > 0) {
    const names = users.map((page) => (file.landing_id === null ? `${page.name} (${page.landing_title})` : page.name));
    throw new HttpError('conflict', `${FILE_IN_USE_MESSAGE}${names.join(', ')}. Remove it from ${users.length === 1 ? 'that page' : 'those pages'} first.`);
  }
  await db.deleteFrom('files').where('id', '=', file.id).execute();
  await releaseStoredObjects(db, storage, [file.storage_key]);
}

/**
 * Turns an image clockwise. The result is a new object at a new address, so caches of the old
 * one stay true; the old object stays while pages still show it.
 */
export async function rotateImage(db: Db, storage: Storage, file: FileRow, angle: number): Promise<FileRow> {
  if (!file.mime.startsWith('image/')) throw validationFailed({ id: [IMAGE_ONLY_MESSAGE] });
  const stored = await storage.get(file.storage_key);
  if (!stored) throw new HttpError('not_found', 'The stored file is missing.');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  const ext = file.storage_key.split('.').pop()!;
  const image = await reencodeImage(Buffer.concat(chunks), ext, { rotate: angle });
  const key = newKey({ agencyId: file.agency_id, landingId: file.landing_id, userId: 0 }, ext);
  await storage.put(key, image.bytes, file.mime);
  const keepOld = (await pagesUsing(db, file)).length > 0;
  const updated = await db
    .updateTable('files')
    .set({ storage_key: key, url: `${UPLOADS_PATH}${key}`, size: image.bytes.length, width: image.width, height: image.height, updated_at: dbNow() })
    .where('id', '=', file.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!keepOld) await releaseStoredObjects(db, storage, [file.storage_key]);
  return updated;
}

/**
 * Rows for `files` in each of `landings`, sharing their stored objects (an object is released
 * only when no row names it). A website already holding the object is left as it is. Answers
 * how many rows were made.
 */
export async function distributeFiles(db: Db, files: readonly FileRow[], landings: readonly LandingRow[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let copied = 0;
    for (const landing of landings) {
      const held = new Set(
        (await trx.selectFrom('files').select('storage_key').where('landing_id', '=', landing.id).where('storage_key', 'in', files.map((file) => file.storage_key)).execute()).map((row) => row.storage_key),
      );
      const rows = files
        .filter((file) => !held.has(file.storage_key))
        .map(({ name, storage_key, url, mime, size, width, height, image_prompt }) => ({ name, storage_key, url, mime, size, width, height, image_prompt, agency_id: landing.agency_id, landing_id: landing.id }));
      if (rows.length > 0) await trx.insertInto('files').values(rows).execute();
      copied += rows.length;
    }
    return copied;
  });
}
