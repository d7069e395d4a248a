import { z } from 'zod';

/** SEO keywords of a website (spec §3 "Keyword: name"), and the AI helpers that suggest them. */

export const keywordNameSchema = z.string().trim().min(1, 'A keyword cannot be empty.').max(100, 'A keyword may not be longer than 100 characters.');

export const keywordSchema = z.object({ id: z.number().int(), name: z.string(), created_at: z.string() });
export type Keyword = z.infer<typeof keywordSchema>;

export const addKeywordsBodySchema = z.object({
  names: z.array(keywordNameSchema, { error: 'The names field is required.' }).min(1, 'Give at least one keyword.').max(100),
});

export const keywordParamsSchema = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1).max(100) });

/** Spec §5: AI generation needs a non-empty prompt. */
export const generateKeywordsBodySchema = z.object({
  prompt: z.string({ error: 'The prompt field is required.' }).trim().min(1, 'The prompt field is required.').max(2000),
  count: z.number().int().min(1).max(30).default(10),
});

export const generateTitleBodySchema = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(200),
});

export const generatedKeywordsSchema = z.object({ data: z.object({ keywords: z.array(z.string()) }) });
export const generatedTitleSchema = z.object({ data: z.object({ title: z.string() }) });

export const AI_TEXT_KEY_MISSING_MESSAGE = 'AI features need an OpenAI API key. Add one to your agency settings.';
