import { createServiceToken } from '@tessera/sdk';
import { openAiClients } from './openai-clients.ts';
import { z } from 'zod';

/** Copy for a starter website, written from a short description of the business. */
export const siteCopySchema = z.object({
  tagline: z.string().min(1).max(200),
  intro: z.string().min(1).max(1000),
  services: z
    .array(z.object({ title: z.string().min(1).max(120), text: z.string().min(1).max(600) }))
    .min(1)
    .max(6),
  about: z.string().min(1).max(1500),
  call_to_action: z.string().min(1).max(60),
});
export type SiteCopy = z.infer<typeof siteCopySchema>;

/** Copy for one page, written from a prompt. */
export const pageCopySchema = z.object({
  headline: z.string().min(1).max(200),
  intro: z.string().min(1).max(1000),
  sections: z
    .array(z.object({ heading: z.string().min(1).max(200), text: z.string().min(1).max(1500) }))
    .min(1)
    .max(6),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A blog post, written from a topic: its title, excerpt and sections of plain text. */
export const blogPostCopySchema = z.object({
  title: z.string().min(1).max(200),
  excerpt: z.string().min(1).max(1000),
  sections: z
    .array(z.object({ heading: z.string().min(1).max(200), text: z.string().min(1).max(3000) }))
    .min(1)
    .max(8),
});
export type BlogPostCopy = z.infer<typeof blogPostCopySchema>;

/** Every call names the key it runs on: the agency's own, else the server's (see aiKeyFor). */
interface Keyed {
  apiKey: string;
}

/**
 * The AI text port: what the dashboard asks a language model for. Adapters: OpenAI's chat
 * completions (any compatible server through its base URL), and a fake that composes
 * deterministic copy from the input, for tests and demos without a model.
 */
export interface AiText {
  readonly kind: 'openai' | 'fake';
  siteCopy(input: Keyed & { businessName: string; description: string }): Promise<SiteCopy>;
  pageCopy(input: Keyed & { prompt: string }): Promise<PageCopy>;
  keywords(input: Keyed & { prompt: string; count: number }): Promise<string[]>;
  title(input: Keyed & { name: string }): Promise<string>;
  blogPost(input: Keyed & { prompt: string }): Promise<BlogPostCopy>;
}

export const AiTextToken = createServiceToken<AiText>('AiText');

/** The model answered, but not with what was asked for. */
export class AiAnswerError extends Error {
  override name = 'AiAnswerError';
}

const keywordsSchema = z.object({ keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(30) });
const titleSchema = z.object({ title: z.string().trim().min(1).max(200) });

export interface OpenAiTextOptions {
  /** e.g. https://api.openai.com/v1, or a compatible server's. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

export function createOpenAiText(options: OpenAiTextOptions): AiText {
  const clientFor = openAiClients({ baseURL: options.baseURL, timeoutMs: options.timeoutMs ?? 60_000 });

  async function json<T>(apiKey: string, instructions: string, input: string, schema: z.ZodType<T>): Promise<T> {
    const completion = await (await clientFor(apiKey)).chat.completions.create({
      model: options.model,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: `${instructions} Answer with one JSON object only.` },
        { role: 'user', content: input },
      ],
    });
    const content = completion.choices[0]?.message.content ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new AiAnswerError('The AI answer was not JSON.');
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success) throw new AiAnswerError('The AI answer did not have the expected fields.');
    return checked.data;
  }

  return {
    kind: 'openai',
    siteCopy: ({ apiKey, businessName, description }) =>
      json(
        apiKey,
        'You write website copy for small businesses. Return {"tagline","intro","services":[{"title","text"}] (3 items),"about","call_to_action"}. Plain text, no markup.',
        `Business name: ${businessName}\nAbout the business: ${description}`,
        siteCopySchema,
      ),
    pageCopy: ({ apiKey, prompt }) =>
      json(apiKey, 'You write the copy of one web page. Return {"headline","intro","sections":[{"heading","text"}] (2 to 4 items)}. Plain text, no markup.', prompt, pageCopySchema),
    keywords: async ({ apiKey, prompt, count }) =>
      (await json(apiKey, `You suggest SEO keywords. Return {"keywords":[...]} with ${count} short keyword phrases.`, prompt, keywordsSchema)).keywords.slice(0, count),
    title: async ({ apiKey, name }) =>
      (await json(apiKey, 'You write one SEO page title under 60 characters. Return {"title"}.', `Topic: ${name}`, titleSchema)).title,
    blogPost: ({ apiKey, prompt }) =>
      json(
        apiKey,
        'You write blog posts for small businesses. Return {"title","excerpt","sections":[{"heading","text"}] (3 to 5 items)}; each text one or two paragraphs. Plain text, no markup.',
        `Topic: ${prompt}`,
        blogPostCopySchema,
      ),
  };
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'our', 'that', 'the', 'to', 'we', 'with', 'you', 'your']);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const firstSentence = (text: string) => (text.trim().split(/(?<=[.!?])\s+/)[0] ?? text).trim();

/** Deterministic copy built from the input's own words: the same input always gives the same answer. */
export function createFakeAiText(): AiText {
  return {
    kind: 'fake',
    siteCopy: async ({ businessName, description }) => {
      const topics = [...new Set(words(description))].slice(0, 3);
      while (topics.length < 3) topics.push(['quality', 'service', 'care'][topics.length]!);
      return {
        tagline: `${businessName}: ${firstSentence(description).replace(/[.!?]$/, '')}`,
        intro: `Welcome to ${businessName}. ${description.trim()}`,
        services: topics.map((topic) => ({ title: capitalise(topic), text: `${businessName} brings you ${topic} you can count on.` })),
        about: `${businessName} is here for you. ${firstSentence(description)}`,
        call_to_action: 'Get in touch',
      };
    },
    pageCopy: async ({ prompt }) => {
      const topics = [...new Set(words(prompt))].slice(0, 2);
      return {
        headline: capitalise(firstSentence(prompt).replace(/[.!?]$/, '')),
        intro: prompt.trim(),
        sections: (topics.length ? topics : ['overview']).map((topic) => ({ heading: capitalise(topic), text: `All about ${topic}.` })),
      };
    },
    keywords: async ({ prompt, count }) => {
      const found = [...new Set(words(prompt))];
      const pairs = found.slice(0, -1).map((word, index) => `${word} ${found[index + 1]}`);
      return [...found, ...pairs].slice(0, count);
    },
    title: async ({ name }) => `${capitalise(name.trim())} | Guide and tips`.slice(0, 60),
    blogPost: async ({ prompt }) => {
      const topics = [...new Set(words(prompt))].slice(0, 3);
      return {
        title: capitalise(firstSentence(prompt).replace(/[.!?]$/, '')).slice(0, 200),
        excerpt: `A few words on ${topics.join(', ') || 'this topic'}.`,
        sections: (topics.length ? topics : ['overview']).map((topic) => ({ heading: capitalise(topic), text: `What we know about ${topic}, and why it matters to you.` })),
      };
    },
  };
}
