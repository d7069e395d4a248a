import {
  AGENCY_ROLES,
  imageLandingQuerySchema,
  STOCK_PHOTOS_PER_PAGE,
  stockPhotoPageSchema,
  stockPhotoParamsSchema,
  stockPhotosQuerySchema,
  storedImageSchema,
  useStockPhotoBodySchema,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { StockPhotosError, type StockPhotos } from '../../services/stock-photos.ts';
import type { Storage } from '../../services/storage.ts';
import { fileNameFrom, imageOwnerOf, keepImage } from '../ai-images/kept-images.ts';

export interface StockPhotosDeps {
  db: Db;
  storage: Storage;
  stockPhotos: StockPhotos;
}

const DESIGNERS = ['Admin', ...AGENCY_ROLES] as const;
const SERVICE_FAILED = 'The photo service did not answer. Please try again later.';

function failed(error: unknown): never {
  if (error instanceof StockPhotosError) throw new HttpError('upstream_failed', SERVICE_FAILED);
  throw error;
}

/**
 * The image picker's stock photos (spec §4): landscape photos by query, 12 a page, through the
 * server so the service's key stays here; a photo chosen is copied into the media library.
 */
export function stockPhotosRoutes(deps: StockPhotosDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/stock-photos',
      summary: `Search landscape stock photos, ${STOCK_PHOTOS_PER_PAGE} a page`,
      tags: ['images'],
      access: { roles: DESIGNERS, tenant: 'none' },
      query: stockPhotosQuerySchema,
      response: { 200: stockPhotoPageSchema },
      handler: async (request) => {
        const { query, page } = request.query;
        const found = await deps.stockPhotos.search({ query, page, perPage: STOCK_PHOTOS_PER_PAGE }).catch(failed);
        return {
          data: found.photos.slice(0, STOCK_PHOTOS_PER_PAGE),
          meta: { page, per_page: STOCK_PHOTOS_PER_PAGE, total: found.total, total_pages: found.totalPages },
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/stock-photos/:photoId/use',
      summary: 'Copy a stock photo into the media library (of the website of `landing_id`, else the agency) for a page to use',
      tags: ['images'],
      access: { roles: DESIGNERS, tenant: 'landing', landingIdIn: 'query', permission: 'pages.design' },
      params: stockPhotoParamsSchema,
      query: imageLandingQuerySchema,
      body: useStockPhotoBodySchema.optional(),
      response: { 200: storedImageSchema },
      handler: async (request) => {
        const found = await deps.stockPhotos.download(request.params.photoId).catch(failed);
        if (!found) throw notFound('Stock photo');
        const name = fileNameFrom(found.photo.alt, `stock-${found.photo.id}`.toLowerCase());
        const kept = await keepImage(deps.db, deps.storage, imageOwnerOf(request), found.bytes, name, 'The photo service sent something that is not an image.');
        return { ...kept, ...(request.body ?? {}) };
      },
    }),
  ];
}
