import {
  AGENCY_ROLES,
  AI_IMAGE_FAILED_MESSAGE,
  AI_KEY_MISSING_MESSAGE,
  AI_ORIGIN_NOT_OURS_MESSAGE,
  aiImageResultSchema,
  editAiImageBodySchema,
  generateAiImageBodySchema,
  imageLandingQuerySchema,
  type AiImageResult,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { AiImageError, type AiImages } from '../../services/ai-images.ts';
import { STORAGE_KEY_PATTERN, type Storage } from '../../services/storage.ts';
import type { UploadOwner } from '../files/files.service.ts';
import { realtimeConnectionOf, type RealtimePublisher } from '../realtime/realtime-hub.ts';
import { fileNameFrom, imageOwnerOf, keepImage } from './kept-images.ts';

export interface AiImagesDeps {
  db: Db;
  storage: Storage;
  aiImages: AiImages;
  /** Tells the user's other tabs that the image is ready (generating takes a while). */
  realtime: RealtimePublisher;
}

/** Origin images larger than this are not sent to the model. */
const MAX_ORIGIN_BYTES = 25 * 1024 * 1024;

const access = { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', landingIdIn: 'query', permission: 'pages.design' } as const;

/**
 * Whose the image is and whose key pays: the website's agency (`?landing_id=`), else the
 * caller's own; an admin without a website names the agency with `agency_id`.
 */
function ownerFor(request: FastifyRequest, agencyIdInBody: number | undefined): UploadOwner {
  const owner = imageOwnerOf(request);
  if (owner.agencyId !== null || requireUser(request).role !== 'Admin') return owner;
  return { ...owner, agencyId: agencyIdInBody ?? null };
}

async function agencyKey(db: Db, agencyId: number | null): Promise<string> {
  const row = agencyId === null ? undefined : await db.selectFrom('agencies').select('openai_api_key').where('id', '=', agencyId).executeTakeFirst();
  const key = row?.openai_api_key?.trim();
  if (!key) throw validationFailed({ agency_id: [AI_KEY_MISSING_MESSAGE] });
  return key;
}

function failed(error: unknown): never {
  if (!(error instanceof AiImageError)) throw error;
  if (error.failure === 'prompt_refused') throw validationFailed({ image_prompt: ['The AI service refused this prompt. Try describing the image differently.'] });
  if (error.failure === 'key_refused') throw new HttpError('upstream_failed', "The AI service refused the agency's key. Check the OpenAI key in the agency settings.");
  throw new HttpError('upstream_failed', AI_IMAGE_FAILED_MESSAGE);
}

/** The stored object behind an address of ours (/uploads/<key>, relative or on any of our hosts). */
function storageKeyOf(address: string): string | null {
  let path = address;
  if (/^https?:\/\//i.test(address)) {
    try {
      path = new URL(address).pathname;
    } catch {
      return null;
    }
  }
  const match = /^\/uploads\/(.+)$/.exec(path);
  return match && STORAGE_KEY_PATTERN.test(match[1]!) ? match[1]! : null;
}

/** The bytes of an image in the owner's media library (an admin may edit any), or a 422 naming origin_img. */
async function readOriginImage(deps: AiImagesDeps, request: FastifyRequest, owner: UploadOwner, address: string): Promise<Buffer> {
  const refuse = () => validationFailed({ origin_img: [AI_ORIGIN_NOT_OURS_MESSAGE] });
  const key = storageKeyOf(address);
  if (!key) throw refuse();
  let query = deps.db.selectFrom('files').select('id').where('storage_key', '=', key).where('mime', 'like', 'image/%');
  if (requireUser(request).role !== 'Admin') query = query.where('agency_id', '=', owner.agencyId);
  if (!(await query.executeTakeFirst())) throw refuse();
  const stored = await deps.storage.get(key);
  if (!stored) throw refuse();
  if (stored.size > MAX_ORIGIN_BYTES) {
    stored.body.destroy();
    throw refuse();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** What the model answered, kept in the media library; `url: null` when it answered without an image. */
async function keepAnswer(deps: AiImagesDeps, request: FastifyRequest, owner: UploadOwner, answer: Buffer | null, prompt: string, echo: { elementId?: string; valueKey?: string }) {
  if (!answer) return { url: null, ...echo } satisfies AiImageResult;
  const kept = await keepImage(deps.db, deps.storage, owner, answer, fileNameFrom(prompt, 'ai-image'), AI_IMAGE_FAILED_MESSAGE);
  deps.realtime.publish({ kind: 'user', userId: owner.userId }, { type: 'image.ready', url: kept.url, prompt, landing_id: owner.landingId }, realtimeConnectionOf(request));
  return { ...kept, ...echo } satisfies AiImageResult;
}

export function aiImagesRoutes(deps: AiImagesDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/images/generate-ai-image',
      summary: "Generate an image from a prompt with the agency's AI key; kept in its media library (`url: null` when the model made none)",
      tags: ['images'],
      access,
      query: imageLandingQuerySchema,
      body: generateAiImageBodySchema,
      response: { 200: aiImageResultSchema },
      handler: async (request) => {
        const { image_prompt: prompt, elementId, valueKey, agency_id } = request.body;
        const owner = ownerFor(request, agency_id);
        const apiKey = await agencyKey(deps.db, owner.agencyId);
        const answer = await deps.aiImages.generate({ apiKey, prompt }).catch(failed);
        return keepAnswer(deps, request, owner, answer, prompt, { elementId, valueKey });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/images/edit-ai-image',
      summary: "Change an image of the media library as a prompt says, with the agency's AI key; the result is a new image",
      tags: ['images'],
      access,
      query: imageLandingQuerySchema,
      body: editAiImageBodySchema,
      response: { 200: aiImageResultSchema },
      handler: async (request) => {
        const { image_prompt: prompt, origin_img, elementId, valueKey, agency_id } = request.body;
        const owner = ownerFor(request, agency_id);
        const apiKey = await agencyKey(deps.db, owner.agencyId);
        const image = await readOriginImage(deps, request, owner, origin_img);
        const answer = await deps.aiImages.edit({ apiKey, prompt, image }).catch(failed);
        return keepAnswer(deps, request, owner, answer, prompt, { elementId, valueKey });
      },
    }),
  ];
}
