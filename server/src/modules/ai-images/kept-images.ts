import type { StoredImage } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Storage } from '../../services/storage.ts';
import { storeUpload, toFileItem, type UploadOwner } from '../files/files.service.ts';

/** The website of `?landing_id=` (checked by the access hook) and its agency, else the caller's own agency. */
export function imageOwnerOf(request: FastifyRequest): UploadOwner {
  const user = requireUser(request);
  const landing = request.tenant.landing;
  return { agencyId: landing?.agency_id ?? user.agencyId, landingId: landing?.id ?? null, userId: user.id };
}

/** Kept images are at most this wide: plenty for any page, and a bound on storage. */
const MAX_WIDTH = 2560;

/**
 * Keeps a copy of an image that came from elsewhere (an AI model, a photo service) exactly as
 * an upload is kept (files' storeUpload): type checked by content, decoded and encoded again so
 * nothing but pixels survives (no EXIF, no location), stored through the Storage service and
 * listed in the owner's media library. Bytes that are no image answer 502 with `notAnImage`.
 */
export async function keepImage(db: Db, storage: Storage, owner: UploadOwner, bytes: Buffer, name: string, notAnImage: string): Promise<StoredImage> {
  const row = await storeUpload(db, storage, { bytes, filename: name, fields: {} }, owner, { imagesOnly: true, maxWidth: MAX_WIDTH }).catch((error: unknown) => {
    // storeUpload refuses what is not an image with a 422 about the caller's file; here the service sent it.
    if (error instanceof HttpError && error.code === 'validation_failed') throw new HttpError('upstream_failed', notAnImage);
    throw error;
  });
  const item = toFileItem(row);
  return { url: item.url, width: item.width ?? 0, height: item.height ?? 0, Ratio: item.Ratio, library_id: item.library_id };
}

/** A media-library name from a prompt or a caption: its first words, kebab-case, no extension (the stored type decides it). */
export function fileNameFrom(text: string, fallback: string): string {
  const stem = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || fallback;
}
