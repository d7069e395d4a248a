import { AI_TEXT_KEY_MISSING_MESSAGE } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import { AiAnswerError } from '../../services/ai-text.ts';

/** What the fake AI (TESSERA_AI_PROVIDER=fake) is called with: it composes without a model, so it needs no key. */
const FAKE_AI_KEY = 'fake';

async function keyOf(db: Db, config: AppConfig, agencyId: number | null): Promise<string | undefined> {
  const agency = agencyId === null ? undefined : await db.selectFrom('agencies').select('openai_api_key').where('id', '=', agencyId).executeTakeFirst();
  return agency?.openai_api_key?.trim() || config.ai.serverKey || (config.ai.provider === 'fake' ? FAKE_AI_KEY : undefined);
}

/**
 * The key an AI call runs on: the agency's own (spec §3 openai_api_key), else the server's.
 * Refused with 422 when there is neither.
 */
export async function aiKeyFor(db: Db, config: AppConfig, agencyId: number | null): Promise<string> {
  const key = await keyOf(db, config, agencyId);
  if (!key) throw validationFailed({ openai_api_key: [AI_TEXT_KEY_MISSING_MESSAGE] });
  return key;
}

/** Whether the agency's AI calls would run (aiKeyFor finds a key): the dashboard and designer offer AI only then (spec §2). */
export async function aiAvailable(db: Db, config: AppConfig, agencyId: number | null): Promise<boolean> {
  return (await keyOf(db, config, agencyId)) !== undefined;
}

/** Runs an AI call; its failures become answers the user can act on (502), never a 500. */
export async function askAi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Loaded with the first AI call (services/openai-clients.ts), so importing it here costs nothing more.
    const { default: OpenAI } = await import('openai');
    if (error instanceof OpenAI.APIError && (error.status === 401 || error.status === 403)) {
      throw new HttpError('upstream_failed', 'The AI service refused the OpenAI key. Check the key in your agency settings.');
    }
    if (error instanceof AiAnswerError || error instanceof OpenAI.APIError || error instanceof OpenAI.OpenAIError) {
      throw new HttpError('upstream_failed', 'The AI service did not answer as expected. Please try again.');
    }
    throw error;
  }
}
