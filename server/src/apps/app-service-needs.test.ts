import { ClockToken, createServiceContainer, SiteChangesToken } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import needyApp from '../../../tests/fixtures/needy-app/index.ts';
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
