import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalTlsServer, type LocalTlsServer } from '../testing/local-tls-server.ts';
import { createTlsCertificateProbe } from './certificate-probe.ts';

let front: LocalTlsServer;

beforeAll(async () => {
  front = await startLocalTlsServer(['brand.test', 'www.brand.test']);
});
afterAll(() => front.close());

describe('the TLS certificate probe', () => {
  it('says issued for a name the front serves a trusted certificate for, with its end date', async () => {
    const probe = createTlsCertificateProbe({ connectTo: '127.0.0.1', port: front.port, ca: front.ca });
    const state = await probe.check('www.brand.test');
    expect(state.status).toBe('issued');
    expect(state.status === 'issued' && state.validTo.getTime()).toBeGreaterThan(Date.now());
  });

  it('says pending while the front serves a certificate that is not for the name or not trusted', async () => {
    const trusting = createTlsCertificateProbe({ connectTo: '127.0.0.1', port: front.port, ca: front.ca });
    expect(await trusting.check('shop.brand.test')).toMatchObject({ status: 'pending', message: expect.stringContaining('ERR_TLS_CERT_ALTNAME_INVALID') });
    const systemRoots = createTlsCertificateProbe({ connectTo: '127.0.0.1', port: front.port });
    expect((await systemRoots.check('brand.test')).status).toBe('pending');
  });

  it('says failed, with the reason, when nothing answers over https', async () => {
    const closed = await startLocalTlsServer(['gone.test']);
    await closed.close();
    const probe = createTlsCertificateProbe({ connectTo: '127.0.0.1', port: closed.port, ca: closed.ca, timeoutMs: 2_000 });
    expect(await probe.check('gone.test')).toEqual({ status: 'failed', message: 'gone.test could not be reached over https (ECONNREFUSED).' });
  });
});
