import { AGENCY_ROLES, fileSchema, idSchema, uploadImageQuerySchema, uploadImageResultSchema } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { Storage } from '../../services/storage.ts';
import { storeUpload, toFileItem } from './files.service.ts';
import { readUpload } from './multipart-upload.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
/** Longest side of an image the picker asks to be resized ("resize-image"), unless it names a width. */
const DEFAULT_RESIZE_WIDTH = 1920;

const uploadFields = z.object({
  'resize-image': z.string().optional(),
  elementId: z.string().max(100).optional(),
  valueKey: z.string().max(100).optional(),
});

/** "resize-image": 'true'/'1' scales to the default width, a number of pixels to that width, anything else not at all. */
function maxWidthOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  const width = Number(value);
  return Number.isInteger(width) && width >= 16 && width <= 8000 ? width : DEFAULT_RESIZE_WIDTH;
}

/** Uploads: multipart routes, registered where @fastify/multipart parses their bodies. */
export function uploadRoutes(db: Db, storage: Storage) {
  const owner = (request: FastifyRequest, landingId: number | null, agencyId: number | null) => ({ agencyId, landingId, userId: requireUser(request).id });
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
    defineRoute({
      method: 'POST',
      url: '/images/upload-image',
      summary:
        "The designer's image upload (multipart: file, resize-image, elementId, valueKey): into a website's files with `?landing_id=`, else the agency's media library",
      tags: ['files'],
      access: { roles: ROLES, tenant: 'landing', landingIdIn: 'query', permission: 'files.upload' },
      query: uploadImageQuerySchema,
      response: { 201: uploadImageResultSchema },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const upload = await readUpload(request);
        const fields = uploadFields.safeParse(upload.fields);
        if (!fields.success) throw validationFailed({ elementId: ['The element id or value key is too long.'] });
        const landing = request.tenant.landing;
        const row = await storeUpload(db, storage, upload, owner(request, landing?.id ?? null, landing?.agency_id ?? user.agencyId), {
          imagesOnly: true,
          maxWidth: maxWidthOf(fields.data['resize-image']),
        });
        const item = toFileItem(row);
        return reply.status(201).send({
          url: item.url,
          ...(fields.data.elementId ? { elementId: fields.data.elementId } : {}),
          ...(fields.data.valueKey ? { valueKey: fields.data.valueKey } : {}),
          Ratio: item.Ratio,
          ShowWidth: item.width ?? 0,
          ShowHeight: item.height ?? 0,
          library_id: item.library_id,
        });
      },
    }),
  ];
}
