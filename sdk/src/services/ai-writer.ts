import type { DesignJson } from './designed-documents.ts';
import { createServiceToken } from './service-container.ts';

/** A blog post the AI wrote: its title, excerpt, and a design of headings and paragraphs. */
export interface WrittenPost {
  title: string;
  excerpt: string;
  design: DesignJson;
}

/**
 * The platform's AI writer (OpenAI's chat completions, or the deterministic fake without a key
 * in the embedded default), on the agency's own OpenAI key, else the server's. Its failures are
 * `HttpError`s the user can act on: 422 on `openai_api_key` without a key, 502 when the model
 * refuses the key or does not answer as expected.
 */
export interface AiWriter {
  blogPost(input: { agencyId: number | null; prompt: string }): Promise<WrittenPost>;
}
export const AiWriterToken = createServiceToken<AiWriter>('AiWriter');
