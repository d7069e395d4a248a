import { z } from 'zod';
import { formatFileSize } from '../formatting/file-size.ts';

/** Files of a website and the agency's media library (spec §7 files, media library, images/upload-image). */

/** Uploads above this size are refused with 413. */
export const MAX_UPLOAD_BYTES = 20_000_000;
export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${formatFileSize(MAX_UPLOAD_BYTES)}.`;
export const FILE_TYPE_MISMATCH_MESSAGE = 'The file is not what its name says it is.';
export const FILE_TYPE_REFUSED_MESSAGE = 'This kind of file cannot be uploaded.';
export const IMAGE_ONLY_MESSAGE = 'Only image files can be uploaded here.';

export const FILE_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const fileSchema = z.object({
  id: z.number().int(),
  /** The media-library id (spec §3 "library_id"): the same number. */
  library_id: z.number().int(),
  landing_id: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  kind: z.enum(FILE_KINDS),
  size: z.number().int(),
  /** The size as spec §9 shows it ("1.5 MB"). */
  size_label: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Height divided by width, two decimals; 0 for what is not an image. */
  Ratio: z.number(),
  /** The prompt an AI image was made from, when it was uploaded with one (optional for clients of the first shape). */
  image_prompt: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileItem = z.infer<typeof fileSchema>;

export const filesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(24),
  search: z.string().trim().max(200).optional(),
  kind: z.enum(FILE_KINDS).optional(),
});

export const fileParamsSchema = z.object({ id: z.coerce.number().int().positive(), fileId: z.coerce.number().int().positive() });

export const renameFileBodySchema = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(200, 'The name may not be longer than 200 characters.'),
});

export const FILE_IN_USE_MESSAGE = 'This file is used on ';

export const libraryIdsQuerySchema = z.object({
  libraryIds: z
    .string({ error: 'The library ids field is required.' })
    .regex(/^\d+(,\d+)*$/, 'List the library ids separated by commas.')
    .transform((ids) => [...new Set(ids.split(',').map(Number))].slice(0, 100)),
});

export const rotateBodySchema = z.object({
  /** Clockwise degrees. */
  angle: z.union([z.literal(90), z.literal(180), z.literal(270), z.literal(-90)]).default(90),
});

/** POST images/upload-image (spec §3 upload responses). */
export const uploadImageResultSchema = z.object({
  url: z.string(),
  elementId: z.string().optional(),
  valueKey: z.string().optional(),
  Ratio: z.number().optional(),
  ShowWidth: z.number().int().optional(),
  ShowHeight: z.number().int().optional(),
  library_id: z.number().int(),
});
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;

export const uploadImageQuerySchema = z.object({ landing_id: z.coerce.number().int().positive().optional() });

/** Websites a call copies something to, at once (media, a form). */
export const targetLandingIdsSchema = z
  .array(z.number().int().positive(), { error: 'The landing ids field is required.' })
  .min(1, 'Choose at least one website.')
  .max(50, 'Choose at most 50 websites at a time.');

/** POST /media-library/distribute: library items copied into several websites' files. */
export const distributeMediaBodySchema = z.object({
  library_ids: z.array(z.number().int().positive(), { error: 'The library ids field is required.' }).min(1, 'Choose at least one file.').max(100, 'Choose at most 100 files at a time.'),
  landing_ids: targetLandingIdsSchema,
});
export const distributeMediaResultSchema = z.object({ data: z.object({ copied: z.number().int() }), message: z.string(), success: z.boolean() });
