import { connect } from 'node:tls';
import { createServiceToken } from '@tessera/sdk';

/** What a domain serves over https: a trusted certificate for its name, none yet, or no answer at all. */
export type CertificateState =
  | { status: 'issued'; validTo: Date; issuer: string }
  | { status: 'pending'; message: string }
  | { status: 'failed'; message: string };

/**
 * Looks at the certificate a domain serves. Behind an on-demand TLS front (Caddy), the first
 * handshake for an allowed name is what makes the front obtain its certificate, so looking is
 * also asking for it.
 */
export interface CertificateProbe {
  check(hostname: string): Promise<CertificateState>;
}
export const CertificateProbeToken = createServiceToken<CertificateProbe>('CertificateProbe');

/** Verification failures that mean "not issued yet" rather than "unreachable": a front serves its own fallback until the real one is ready. */
const NOT_YET = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID']);

export interface TlsProbeOptions {
  /** Where to connect instead of the domain itself (the name is still sent and checked), e.g. the TLS front's own address. */
  connectTo?: string;
  port?: number;
  /** Trusted roots instead of the system's (tests). */
  ca?: string | Buffer;
  timeoutMs?: number;
}

/** The real probe: a TLS handshake with the domain's name, its certificate verified against the trusted roots. */
export function createTlsCertificateProbe(options: TlsProbeOptions = {}): CertificateProbe {
  const { port = 443, timeoutMs = 10_000 } = options;
  return {
    check: (hostname) =>
      new Promise((resolve) => {
        const socket = connect({ host: options.connectTo ?? hostname, port, servername: hostname, ca: options.ca, rejectUnauthorized: false, timeout: timeoutMs });
        const finish = (state: CertificateState) => {
          socket.destroy();
          resolve(state);
        };
        socket.once('secureConnect', () => {
          const certificate = socket.getPeerCertificate();
          const problem = socket.authorized ? null : String(socket.authorizationError ?? 'untrusted');
          if (problem === null && certificate.valid_to) {
            const issuer = [certificate.issuer?.O, certificate.issuer?.CN].flat().filter(Boolean).join(', ');
            return finish({ status: 'issued', validTo: new Date(certificate.valid_to), issuer });
          }
          const reason = problem ?? 'no certificate';
          finish(NOT_YET.has(reason) ? { status: 'pending', message: `${hostname} does not serve a trusted certificate yet (${reason}).` } : { status: 'failed', message: `${hostname}: ${reason}.` });
        });
        socket.once('timeout', () => finish({ status: 'failed', message: `${hostname} did not answer over https within ${Math.round(timeoutMs / 1000)} seconds.` }));
        socket.once('error', (error: NodeJS.ErrnoException) => finish({ status: 'failed', message: `${hostname} could not be reached over https (${error.code ?? error.message}).` }));
      }),
  };
}
