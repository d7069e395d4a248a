import { createHash } from 'node:crypto';
import { createServiceToken } from '@tessera/sdk';
import type OpenAI from 'openai';
import { openAiClients } from './openai-clients.ts';
import { loadSharp } from './load-sharp.ts';
import { readLimitedBody } from './limited-download.ts';

/** Every call names the key it runs on: the agency's own (spec §6: AI images only for agencies holding one). */
interface Keyed {
  apiKey: string;
}

/**
 * The AI image port: a picture made, or an existing one changed, from a prompt. It answers the
 * image's bytes as the model sent them (PNG, WebP or JPEG), or null when the model answered
 * without an image; a failed call throws AiImageError. Adapters: OpenAI's images API (any
 * compatible server through its base URL), and a fake that draws a picture from the prompt.
 */
export interface AiImages {
  readonly kind: 'openai' | 'fake';
  generate(input: Keyed & { prompt: string }): Promise<Buffer | null>;
  edit(input: Keyed & { prompt: string; image: Buffer }): Promise<Buffer | null>;
}

export const AiImagesToken = createServiceToken<AiImages>('AiImages');

/** Why a call failed: the service refused the key, refused the prompt, or failed otherwise. */
export type AiImageFailure = 'key_refused' | 'prompt_refused' | 'unavailable';

export class AiImageError extends Error {
  override name = 'AiImageError';
  constructor(
    readonly failure: AiImageFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface OpenAiImagesOptions {
  /** e.g. https://api.openai.com/v1, or a compatible server's. */
  baseURL?: string;
  /** gpt-image-1 answers base64 always; dall-e-2/3 are asked for base64 too. */
  model: string;
  size?: '1024x1024' | '1536x1024' | '1024x1536';
  timeoutMs?: number;
  /** Largest image accepted from an address the model answers with. */
  maxDownloadBytes?: number;
}

const DEFAULT_MAX_DOWNLOAD = 25 * 1024 * 1024;

function failureOf(error: unknown): AiImageError {
  if (error instanceof AiImageError) return error;
  // The SDK's APIError, by its shape: the SDK is loaded only once a call is made.
  if (error instanceof Error && 'status' in error) {
    if (error.status === 401 || error.status === 403) return new AiImageError('key_refused', 'The AI service refused the key.', { cause: error });
    if (error.status === 400) return new AiImageError('prompt_refused', error.message || 'The AI service refused the prompt.', { cause: error });
  }
  return new AiImageError('unavailable', 'The AI service did not answer.', { cause: error });
}

async function download(url: string, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new AiImageError('unavailable', 'The AI service answered with an address that is not http(s).');
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new AiImageError('unavailable', `The generated image could not be fetched (${response.status}).`);
  return readLimitedBody(response, maxBytes);
}

export function createOpenAiImages(options: OpenAiImagesOptions): AiImages {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxDownload = options.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD;
  const clientFor = openAiClients({ baseURL: options.baseURL, timeoutMs });
  // Only the DALL·E models take response_format; the GPT image models always answer base64.
  const format = options.model.startsWith('dall-e') ? ({ response_format: 'b64_json' } as const) : {};
  const size = options.size ?? '1024x1024';

  async function imageOf(answer: OpenAI.ImagesResponse): Promise<Buffer | null> {
    const first = answer.data?.[0];
    if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
    if (first?.url) return download(first.url, maxDownload, timeoutMs);
    return null;
  }

  return {
    kind: 'openai',
    async generate({ apiKey, prompt }) {
      try {
        return await imageOf(await (await clientFor(apiKey)).images.generate({ model: options.model, prompt, n: 1, size, ...format }));
      } catch (error) {
        throw failureOf(error);
      }
    },
    async edit({ apiKey, prompt, image }) {
      try {
        // Every image model takes a PNG; DALL·E 2 wants it square, which the model's own size is.
        const png = await (await loadSharp())(image).png().toBuffer();
        const client = await clientFor(apiKey);
        const { toFile } = await import('openai');
        const file = await toFile(png, 'image.png', { type: 'image/png' });
        return await imageOf(await client.images.edit({ model: options.model, prompt, image: file, n: 1, size, ...format }));
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}

/** Colours picked from the prompt: the same prompt always draws the same picture. */
function palette(text: string): string[] {
  const digest = createHash('sha256').update(text).digest();
  return [0, 3, 6, 9].map((at) => `#${digest.subarray(at, at + 3).toString('hex')}`);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fake's picture: a gradient with circles in the prompt's colours, and the prompt's first words. */
export async function drawPromptPicture(prompt: string, width = 1024, height = 1024): Promise<Buffer> {
  const [a, b, c, d] = palette(prompt.trim().toLowerCase());
  const caption = escapeXml(prompt.trim().split(/\s+/).slice(0, 6).join(' ').slice(0, 48));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.22}" fill="${c}" fill-opacity="0.8"/>
    <circle cx="${width * 0.68}" cy="${height * 0.58}" r="${Math.min(width, height) * 0.16}" fill="${d}" fill-opacity="0.8"/>
    <text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 20)}" fill="#ffffff">${caption}</text>
  </svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

/**
 * A stand-in that needs no model: it draws a picture from the prompt (generate), or tints the
 * given image in the prompt's colour and frames it (edit). An empty answer or a failure can be
 * asked for by a prompt containing "[no image]" or "[fail]", so the designer's alerts can be tried out.
 */
export function createFakeAiImages(): AiImages {
  const scripted = (prompt: string) => {
    if (prompt.includes('[fail]')) throw new AiImageError('unavailable', 'The fake AI was asked to fail.');
    return prompt.includes('[no image]');
  };
  return {
    kind: 'fake',
    async generate({ prompt }) {
      if (scripted(prompt)) return null;
      return drawPromptPicture(prompt);
    },
    async edit({ prompt, image }) {
      if (scripted(prompt)) return null;
      const [tint] = palette(prompt.trim().toLowerCase());
      return (await loadSharp())(image)
        .resize(976, 976, { fit: 'cover' })
        .tint(tint!)
        .extend({ top: 24, bottom: 24, left: 24, right: 24, background: tint! })
        .png()
        .toBuffer();
    },
  };
}
