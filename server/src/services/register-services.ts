import { ClockToken, type ServiceContainer, type ServiceToken } from '@tessera/sdk';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { SITE_FORM_LIMIT } from '../modules/site-forms/site-forms.service.ts';
import { SiteFormLimiterToken } from '../modules/publishing/publishing.ts';
import { AiImagesToken, createFakeAiImages, createOpenAiImages } from './ai-images.ts';
import { AiTextToken } from './ai-text.ts';
import { AuthLimitersToken, createAuthLimiters, InMemoryAttemptLimiter } from './attempt-limiter.ts';
import { CertificateProbeToken, createTlsCertificateProbe } from './certificate-probe.ts';
import { createMailer } from './create-mailer.ts';
import { createAiText, createStorage } from './configured-adapters.ts';
import { DnsResolverToken, nodeDnsResolver } from './dns-resolver.ts';
import { MailerToken } from './mailer.ts';
import { createFakeStockPhotos, createUnsplashStockPhotos, StockPhotosToken } from './stock-photos.ts';
import { StorageToken } from './storage.ts';

/**
 * The platform's services, registered before `buildApp`. Each environment provides its own
 * first (the test app its fakes, `npm start` its Redis-backed limiters, the benches theirs)
 * and then calls this, which gives every service still missing the adapter the configuration
 * names. `buildApp` and its modules only resolve, so each service has one instance, chosen in
 * one place per environment. The queue and the payment provider start asynchronously and are
 * provided by the environment itself; `ChangeBusToken` and `SharedRedisToken` are optional,
 * there only with PostgreSQL or Redis.
 */
export function registerServices(services: ServiceContainer, config: AppConfig, db: Db): ServiceContainer {
  const missing = <T>(token: ServiceToken<T>, make: () => T) => {
    if (!services.isRegistered(token)) services.provide(token, make());
  };
  missing(ClockToken, () => ({ now: () => new Date() }));
  const clock = services.resolve(ClockToken);
  const nowMs = () => clock.now().getTime();
  missing(MailerToken, () => createMailer(config, db));
  missing(AuthLimitersToken, () => createAuthLimiters(nowMs));
  missing(SiteFormLimiterToken, () => new InMemoryAttemptLimiter(SITE_FORM_LIMIT, nowMs));
  missing(StorageToken, () => createStorage(config));
  missing(AiTextToken, () => createAiText(config));
  missing(AiImagesToken, () => (config.ai.provider === 'fake' ? createFakeAiImages() : createOpenAiImages({ baseURL: config.ai.baseURL, model: config.aiImages.model })));
  missing(StockPhotosToken, () => {
    const { provider, accessKey, baseURL } = config.stockPhotos;
    return provider === 'unsplash' && accessKey ? createUnsplashStockPhotos({ accessKey, baseURL }) : createFakeStockPhotos();
  });
  missing(DnsResolverToken, () => nodeDnsResolver);
  missing(CertificateProbeToken, () => createTlsCertificateProbe());
  return services;
}

/** What `buildApp` resolves; it stops with their names when an environment registered them not. */
export const PLATFORM_SERVICES: readonly ServiceToken<unknown>[] = [
  ClockToken,
  MailerToken,
  AuthLimitersToken,
  SiteFormLimiterToken,
  StorageToken,
  AiTextToken,
  AiImagesToken,
  StockPhotosToken,
  DnsResolverToken,
  CertificateProbeToken,
];
