import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { createFakeAiText, createOpenAiText, type AiText } from './ai-text.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

export function createStorage(config: AppConfig): Storage {
  return config.storage.s3 ? createS3Storage(config.storage.s3) : createLocalStorage(join(config.dataDir, 'uploads'));
}

export function createAiText(config: AppConfig): AiText {
  return config.ai.provider === 'fake' ? createFakeAiText() : createOpenAiText({ baseURL: config.ai.baseURL, model: config.ai.model });
}
