import { AGENCY_ROLES, cardParamsSchema, fileSchema, hasPermission, idSchema, uploadImageQuerySchema, uploadImageResultSchema, zodFieldErrors } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { Storage } from '../../services/storage.ts';
import { requireReachableCard } from '../cards/card-holders.ts';
import { findReachableLanding } from '../landings/landing-access.ts';
import { storeUpload, toFileItem } from './files.service.ts';
import type { ImageResize } from './image-processing.ts';
import { readUpload } from './multipart-upload.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
/** Longest side of an image the picker asks to be resized ("resize-image"), unless it names a width. */
const DEFAULT_RESIZE_WIDTH = 1920;

/** §9: a logo is shown at most 300 wide and 60 high, so it is stored no larger. */
const LOGO_BOX = { width: 300, height: 60 };
/** A card's photo and cover are shown at most 420 px wide; twice that keeps them sharp on dense screens. */
const CARD_IMAGE_WIDTH = 840;
/** Gallery images are shown at most this large, in a lightbox; the grid scales them down in the browser. */
const GALLERY_BOX = { width: 1600, height: 1600 };

const uploadFields = z.object({
  'resize-image': z.string().optional(),
  elementId: z.string().max(100, 'The element id may not be longer than 100 characters.').optional(),
  valueKey: z.string().max(100, 'The value key may not be longer than 100 characters.').optional(),
  image_prompt: z.string().trim().max(4000, 'The image prompt may not be longer than 4000 characters.').optional(),
  landing_id: z.coerce.number().int().positive('The landing id must be a website id.').optional(),
});
type UploadFields = z.infer<typeof uploadFields>;

/** "resize-image": 'true'/'1' scales to the default width, a number of pixels to that width, anything else not at all. */
function maxWidthOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  const width = Number(value);
  return Number.isInteger(width) && width >= 16 && width <= 8000 ? width : DEFAULT_RESIZE_WIDTH;
}

/** Uploads: multipart routes, registered where @fastify/multipart parses their bodies. */
export function uploadRoutes(db: Db, storage: Storage) {
  const owner = (request: FastifyRequest, landingId: number | null, agencyId: number | null) => ({ agencyId, landingId, userId: requireUser(request).id });

  /**
   * The website an image upload goes to: `?landing_id=` (checked by the access hook), or the
   * multipart `landing_id` field, checked here the same way; neither, the agency's media library.
   */
  async function targetLanding(request: FastifyRequest, fields: UploadFields) {
    const fromQuery = request.tenant.landing;
    if (fields.landing_id === undefined || fields.landing_id === fromQuery?.id) return fromQuery ?? null;
    if (fromQuery) throw validationFailed({ landing_id: ['The landing id of the form and of the address differ.'] });
    const reachable = await findReachableLanding(db, requireUser(request), fields.landing_id);
    if (!reachable) throw notFound('Website');
    if (!hasPermission(reachable.permissions, 'files.upload')) throw new HttpError('forbidden', 'You do not have permission to do this on this website.');
    return reachable.landing;
  }

  /** One of the designer's image uploads: the same checks and answer, each with its own scaling. */
  function imageUploadRoute(variant: { url: string; summary: string; resize(fields: UploadFields): ImageResize; fileParts?: readonly string[] }) {
    return defineRoute({
      method: 'POST',
      url: variant.url,
      summary: variant.summary,
      tags: ['files'],
      access: { roles: ROLES, tenant: 'landing', landingIdIn: 'query', permission: 'files.upload' },
      query: uploadImageQuerySchema,
      response: { 201: uploadImageResultSchema },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const upload = await readUpload(request, variant.fileParts);
        const parsed = uploadFields.safeParse(upload.fields);
        if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
        const fields = parsed.data;
        const landing = await targetLanding(request, fields);
        const row = await storeUpload(db, storage, upload, owner(request, landing?.id ?? null, landing?.agency_id ?? user.agencyId), {
          imagesOnly: true,
          ...variant.resize(fields),
          ...(fields.image_prompt ? { imagePrompt: fields.image_prompt } : {}),
        });
        const item = toFileItem(row);
        return reply.status(201).send({
          url: item.url,
          ...(fields.elementId ? { elementId: fields.elementId } : {}),
          ...(fields.valueKey ? { valueKey: fields.valueKey } : {}),
          Ratio: item.Ratio,
          ShowWidth: item.width ?? 0,
          ShowHeight: item.height ?? 0,
          library_id: item.library_id,
        });
      },
    });
  }

  return [
    defineRoute({
      method: 'POST',
      url: '/landings/:id/files',
      summary: 'Upload a file (multipart `file`, at most 20 MB): type checked by content, images re-encoded without metadata',
      tags: ['files'],
      access: { roles: ROLES, tenant: 'landing', permission: 'files.upload' },
      params: z.object({ id: idSchema }),
      response: { 201: z.object({ data: fileSchema, message: z.string(), success: z.boolean() }) },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const row = await storeUpload(db, storage, await readUpload(request), owner(request, landing.id, landing.agency_id));
        return reply.status(201).send({ data: toFileItem(row), message: 'File uploaded.', success: true });
      },
    }),
    imageUploadRoute({
      url: '/images/upload-image',
      summary: "The designer's image upload (multipart: file, resize-image, elementId, valueKey): into a website's files with `?landing_id=`, else the agency's media library",
      resize: (fields) => ({ maxWidth: maxWidthOf(fields['resize-image']) }),
    }),
    imageUploadRoute({
      url: '/images/upload-logo-image',
      summary: `A logo (multipart: file, elementId, valueKey), scaled down to fit ${LOGO_BOX.width}×${LOGO_BOX.height} (§5)`,
      resize: () => ({ fit: LOGO_BOX }),
    }),
    imageUploadRoute({
      url: '/images/upload-gallery-image',
      summary: `A gallery image (multipart: file, elementId, valueKey), scaled down to fit ${GALLERY_BOX.width}×${GALLERY_BOX.height}`,
      resize: () => ({ fit: GALLERY_BOX }),
    }),
    imageUploadRoute({
      url: '/images/ckeditor-image',
      summary: "A rich-text editor's image (multipart `upload`, as editors send it, or `file`), scaled like the designer's; answers `url` for the editor to insert",
      resize: () => ({ maxWidth: DEFAULT_RESIZE_WIDTH }),
      fileParts: ['upload', 'file'],
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/cards/:cardId/images',
      summary: `A photo or cover for the card (multipart \`file\`), scaled to at most ${CARD_IMAGE_WIDTH} px wide into the website's files; its holder may upload it without the files permission`,
      tags: ['cards'],
      access: { roles: [...ROLES, 'CardUser'], tenant: 'landing', permission: 'cards.edit' },
      params: cardParamsSchema,
      response: { 201: uploadImageResultSchema },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        await requireReachableCard(db, landing, request.params.cardId, requireUser(request));
        const upload = await readUpload(request);
        const row = await storeUpload(db, storage, upload, owner(request, landing.id, landing.agency_id), { imagesOnly: true, maxWidth: CARD_IMAGE_WIDTH });
        const item = toFileItem(row);
        return reply.status(201).send({ url: item.url, Ratio: item.Ratio, ShowWidth: item.width ?? 0, ShowHeight: item.height ?? 0, library_id: item.library_id });
      },
    }),
    imageUploadRoute({
      url: '/images/upload-non-convert-image',
      summary: 'An image kept at its size and format (multipart: file, image_prompt, landing_id), e.g. a generated AI image with its prompt',
      resize: () => ({}),
    }),
  ];
}
