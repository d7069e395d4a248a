import { ClockToken, createServiceContainer } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AiImagesToken } from './ai-images.ts';
import { MailerToken, type Mailer } from './mailer.ts';
import { registerServices } from './register-services.ts';

const config = loadConfig({ TESSERA_AI_PROVIDER: 'fake' });
const db = {} as Db;

describe('registerServices', () => {
  it("keeps what the environment provided and gives the rest the configured adapter, one instance each", () => {
    const mailer = { kind: 'outbox' } as unknown as Mailer;
    const services = registerServices(createServiceContainer().provide(MailerToken, mailer), config, db);
    expect(services.resolve(MailerToken)).toBe(mailer);
    expect(services.resolve(ClockToken).now()).toBeInstanceOf(Date);
    expect(services.resolve(AiImagesToken)).toBe(services.resolve(AiImagesToken));
  });

  it('must run before buildApp, which otherwise stops naming what is missing', async () => {
    await expect(buildApp({ config, db, services: createServiceContainer().provide(ClockToken, { now: () => new Date() }), elements: [] })).rejects.toThrow(
      "buildApp needs the platform's services; register them first (registerServices): Mailer, AuthLimiters, SiteFormLimiter, Storage, AiText, AiImages, StockPhotos, DnsResolver, CertificateProbe",
    );
  });
});
