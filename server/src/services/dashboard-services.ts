import { join } from 'node:path';
import type { ServiceResolver } from '@tessera/sdk';
import type { AppConfig } from '../config.ts';
import { AiTextToken, createFakeAiText, createOpenAiText, type AiText } from './ai-text.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, StorageToken, type Storage } from './storage.ts';

export function createStorage(config: AppConfig): Storage {
  return config.storage.s3 ? createS3Storage(config.storage.s3) : createLocalStorage(join(config.dataDir, 'uploads'));
}

export function createAiText(config: AppConfig): AiText {
  return config.ai.provider === 'fake' ? createFakeAiText() : createOpenAiText({ baseURL: config.ai.baseURL, model: config.ai.model });
}

/** The Storage and AiText services: the container's when provided (tests, embedders), else the configured ones. */
export function dashboardServices(services: ServiceResolver, config: AppConfig): { storage: Storage; aiText: AiText } {
  return {
    storage: services.isRegistered(StorageToken) ? services.resolve(StorageToken) : createStorage(config),
    aiText: services.isRegistered(AiTextToken) ? services.resolve(AiTextToken) : createAiText(config),
  };
}
