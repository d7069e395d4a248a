import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:tls';
import { generate } from 'selfsigned';

export interface LocalTlsServer {
  port: number;
  /** The certificate of the CA that signed the server's, for a client that should trust it. */
  ca: string;
  close(): Promise<void>;
}

/**
 * An https front on loopback serving a certificate for `names`, signed by a CA made for this
 * run: what a TLS front serves once it has obtained a site's certificate.
 */
export async function startLocalTlsServer(names: readonly string[]): Promise<LocalTlsServer> {
  const ca = await generate([{ name: 'commonName', value: 'Tessera Test CA' }], { keySize: 2048, algorithm: 'sha256', extensions: [{ name: 'basicConstraints', cA: true }] });
  const leaf = await generate([{ name: 'commonName', value: names[0]! }], {
    keySize: 2048,
    algorithm: 'sha256',
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: names.map((value) => ({ type: 2, value })) },
    ],
  });
  const server: Server = createServer({ key: leaf.private, cert: leaf.cert }, (socket) => socket.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    ca: ca.cert,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
