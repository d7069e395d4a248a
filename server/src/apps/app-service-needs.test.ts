import { ClockToken, createServiceContainer, LoggerToken, SiteChangesToken, type Logger } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import configuredApp from '../../../tests/fixtures/configured-app/index.ts';
import { greetingSettings } from '../../../tests/fixtures/configured-app/server.ts';
import needyApp from '../../../tests/fixtures/needy-app/index.ts';
import { readAppConfig } from './app-config.ts';
import { createTestApp } from '../testing/test-app.ts';
import { servicesOfApp } from './app-service-needs.ts';

describe("an app's declared needs", () => {
  it('stop the boot, naming the app and the service, when nothing installed provides one', async () => {
    await expect(createTestApp({ apps: [needyApp] })).rejects.toThrow('App "needy" needs the service MailMerge, which nothing installed provides');
  });

  it("are all an app's code can resolve: another service is refused, naming the app and the service", () => {
    const clock = { now: () => new Date('2026-11-29T10:00:00Z') };
    const services = createServiceContainer().provide(ClockToken, clock).provide(SiteChangesToken, { changed: async () => {} });
    const ofApp = servicesOfApp('notes', services, [ClockToken]);
    expect(ofApp.resolve(ClockToken)).toBe(clock);
    expect(ofApp.isRegistered(SiteChangesToken)).toBe(false);
    expect(() => ofApp.resolve(SiteChangesToken)).toThrow('App "notes" uses the service SiteChanges without listing it in its server part\'s needs');
  });
});

describe("an app's own logger", () => {
  it('marks every line with the app, whether or not the app lists its needs', () => {
    const lines: [string, string, Record<string, unknown> | undefined][] = [];
    const record = (level: string) => (message: string, details?: Record<string, unknown>) => void lines.push([level, message, details]);
    const base: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
    const services = createServiceContainer().provide(LoggerToken, base);
    servicesOfApp('notes', services, [LoggerToken]).resolve(LoggerToken).warn('feed unreachable', { landingId: 3 });
    servicesOfApp('older', services).resolve(LoggerToken).info('refreshed');
    expect(lines).toEqual([
      ['warn', 'feed unreachable', { plugin: 'notes', landingId: 3 }],
      ['info', 'refreshed', { plugin: 'older' }],
    ]);
  });
});

describe("an app's settings", () => {
  it('are read from the environment by its schema, empty variables counting as unset', () => {
    expect(readAppConfig('configured', greetingSettings, { CONFIGURED_GREETING: ' Welcome ', CONFIGURED_TIMES: '', PATH: '/usr/bin' })).toEqual({ CONFIGURED_GREETING: 'Welcome', CONFIGURED_TIMES: 1 });
    expect(readAppConfig('configured', undefined, { CONFIGURED_GREETING: 'Hi' })).toEqual({});
  });

  it('stop the boot when the schema refuses one, naming the app and the variable', async () => {
    await expect(createTestApp({ apps: [configuredApp], env: { CONFIGURED_TIMES: '7' } })).rejects.toThrow(
      'App "configured" has invalid settings in the environment: CONFIGURED_TIMES: Too big: expected number to be <=3',
    );
  });
});

