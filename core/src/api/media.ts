import { z } from 'zod';

/**
 * The designer's image sources beside uploads (spec §2 dialogs, §3, §4, §5, §8, §9): AI images
 * generated or edited from a prompt, and stock photos searched by a query. Either is copied into
 * the agency's storage before a page uses it, so published pages never hotlink.
 */

/** §8: the alert when the AI answered without an image. */
export const AI_IMAGE_NOT_GENERATED_MESSAGE = 'Image could not be generated. Please try again.';
/** §8: the alert when generating or editing failed. */
export const AI_IMAGE_FAILED_MESSAGE = 'Image generation failed. Please try again later.';
/** §8: an upload failed and the server said nothing more useful. */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed.';
export const AI_PROMPT_REQUIRED_MESSAGE = 'The image prompt field is required.';
export const AI_KEY_MISSING_MESSAGE = 'Add an OpenAI key to your agency to generate images.';
export const STOCK_QUERY_REQUIRED_MESSAGE = 'The query field is required.';
export const AI_ORIGIN_NOT_OURS_MESSAGE = 'Only images uploaded here can be edited.';

/** §9: stock photo search pages. */
export const STOCK_PHOTOS_PER_PAGE = 12;
/** What a prompt may hold (OpenAI's image models take up to 32000 characters; a dialog needs far less). */
export const AI_PROMPT_MAX = 4000;

/** §9 crop output: a favicon is exactly 256×256; anything else fits within 1200 wide and 1800 high. */
export const FAVICON_CROP_SIZE = 256;
export const CROP_MAX = { width: 1200, height: 1800 } as const;
export const CROP_OUTPUT_TYPE = 'image/webp';

/** The purposes the designer's image picker is opened for (SDK `pickImage`). */
export const IMAGE_PURPOSES = ['image', 'logo', 'favicon', 'meta'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** §2: the crop ratio (width / height): 1 for a favicon, 16:9 for anything else. */
export function cropAspect(purpose: ImagePurpose): number {
  return purpose === 'favicon' ? 1 : 16 / 9;
}

/** The pixel size a crop of `width`×`height` is written at (§9), never enlarged beyond the crop itself. */
export function cropOutputSize(purpose: ImagePurpose, width: number, height: number): { width: number; height: number } {
  if (purpose === 'favicon') return { width: FAVICON_CROP_SIZE, height: FAVICON_CROP_SIZE };
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, CROP_MAX.width / width, CROP_MAX.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const prompt = z
  .string({ error: AI_PROMPT_REQUIRED_MESSAGE })
  .trim()
  .min(1, AI_PROMPT_REQUIRED_MESSAGE)
  .max(AI_PROMPT_MAX, `The image prompt may not be longer than ${AI_PROMPT_MAX} characters.`);
const echoKey = z.string().trim().max(200).optional();

/** Which website the image is for (its agency's key and files), like the upload routes. */
export const imageLandingQuerySchema = z.object({ landing_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });

/** POST images/generate-ai-image. */
export const generateAiImageBodySchema = z.object({
  image_prompt: prompt,
  elementId: echoKey,
  valueKey: echoKey,
  /** An admin names the agency whose key pays for it; everyone else uses their own agency's. */
  agency_id: z.number().int().positive().optional(),
});
export type GenerateAiImageBody = z.infer<typeof generateAiImageBodySchema>;

/** POST images/edit-ai-image: `origin_img` is the address of an image stored here (/uploads/…). */
export const editAiImageBodySchema = z.object({
  image_prompt: prompt,
  origin_img: z.string({ error: 'The origin img field is required.' }).trim().min(1, 'The origin img field is required.').max(2048),
  elementId: echoKey,
  valueKey: echoKey,
  agency_id: z.number().int().positive().optional(),
});
export type EditAiImageBody = z.infer<typeof editAiImageBodySchema>;

/** A stored image made for the page: its address and natural size (and Ratio, spec §3). */
export const storedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Height divided by width, two decimals. */
  Ratio: z.number(),
  elementId: z.string().optional(),
  valueKey: z.string().optional(),
  /** The media-library entry it was kept as. */
  library_id: z.number().int().optional(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** An AI image answer: the stored image, or `url: null` when the model answered without one (§8). */
export const aiImageResultSchema = storedImageSchema.partial().extend({ url: z.string().nullable() });
export type AiImageResult = z.infer<typeof aiImageResultSchema>;

/** GET /stock-photos. */
export const stockPhotosQuerySchema = z.object({
  query: z.string({ error: STOCK_QUERY_REQUIRED_MESSAGE }).trim().min(1, STOCK_QUERY_REQUIRED_MESSAGE).max(200, 'The query may not be longer than 200 characters.'),
  page: z.coerce.number().int('The page must be a whole number.').min(1, 'The page must be at least 1.').max(1000).default(1),
});

/** One search result (spec §3: urls.regular, width, height), with the credit the photo service asks for. */
export const stockPhotoSchema = z.object({
  id: z.string(),
  urls: z.object({ regular: z.string(), thumb: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  author: z.object({ name: z.string(), url: z.string().nullable() }),
});
export type StockPhoto = z.infer<typeof stockPhotoSchema>;

export const stockPhotoPageSchema = z.object({
  data: z.array(stockPhotoSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), total_pages: z.number().int() }),
});
export type StockPhotoPage = z.infer<typeof stockPhotoPageSchema>;

export const stockPhotoParamsSchema = z.object({
  photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a stock photo id.'),
});

export const useStockPhotoBodySchema = z.object({ elementId: echoKey, valueKey: echoKey });
