import { colorSchema, imageOptionSchema, pathOrUrlSchema, z } from '@tessera/sdk';

/** An audio file: an http(s) address or a file uploaded to this server (a root path). */
export const audioUrlSchema = pathOrUrlSchema('Use an http(s) address of an audio file, or upload one', { requireScheme: true });

export const audioProps = z.object({
  url: audioUrlSchema,
  title: z.string().max(200).default(''),
  artist: z.string().max(200).default(''),
  cover: imageOptionSchema.prefault({}),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  backgroundColor: colorSchema.default('#111827'),
  textColor: colorSchema.default('#ffffff'),
  borderRadius: z.number().int().min(0).max(100).default(12),
});

export type AudioProps = z.infer<typeof audioProps>;
