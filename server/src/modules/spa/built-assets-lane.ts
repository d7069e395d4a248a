import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pickEncoding } from '../../http/accepted-encoding.ts';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import { answerInLane, type FastLane } from '../../http/fast-lane.ts';
import { hostnameOf } from '../sites/site-hosts.ts';
import { ASSET_CACHE_CONTROL } from './spa.ts';

const ASSETS_PATH = '/assets/';
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** A built script or style in the encodings the build wrote (bin/precompress-assets.ts). */
interface BuiltAsset {
  type: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

function readAssets(assetsDir: string): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>();
  if (!existsSync(assetsDir)) return assets;
  for (const name of readdirSync(assetsDir)) {
    const type = TYPES[extname(name)];
    if (!type) continue;
    const file = join(assetsDir, name);
    const variant = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    assets.set(`${ASSETS_PATH}${name}`, { type, identity: readFileSync(file), gzip: variant('.gz'), br: variant('.br') });
  }
  return assets;
}

export interface BuiltAssetsLaneDeps {
  /** The built app's folder (host/dist); its `assets` are what the lane answers. */
  distDir: string;
  /** Whether the app routes this address on this host to a published site (the rewrite in app.ts). */
  routesToSite(url: string, hostname: string): boolean;
  trust: TrustProxy;
  log: FastifyBaseLogger;
}

/**
 * The app's scripts and styles, read once at start and answered from memory in a lane before
 * Fastify (http/fast-lane.ts). Opening the designer asks for about thirty of them at once, six at
 * a time, while the server also reads the page; through Fastify's hooks and @fastify/static each
 * cost a file lookup and a stream, here one write. Other files of the folder (fonts, images),
 * HEAD, queries and the published sites' hosts fall through to the routes, which answer them as
 * before; so do the files of a build made after the server started.
 */
export function builtAssetsLane({ distDir, routesToSite, trust, log }: BuiltAssetsLaneDeps): FastLane {
  const assets = readAssets(join(distDir, 'assets'));
  return (request, response) => {
    const started = performance.now();
    const url = request.url ?? '/';
    if (request.method !== 'GET' || !url.startsWith(ASSETS_PATH)) return false;
    const asset = assets.get(url);
    if (!asset || routesToSite(url, hostnameOf(request.headers.host))) return false;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const encoded = encoding === 'identity' ? undefined : asset[encoding];
    const headers: Record<string, string> = { 'content-type': asset.type, 'cache-control': ASSET_CACHE_CONTROL, vary: 'Accept-Encoding' };
    if (encoded) headers['content-encoding'] = encoding;
    answerInLane(request, response, { status: 200, headers, bytes: encoded ?? asset.identity }, { log, started, remoteAddress: clientAddress(request, trust) });
    return true;
  };
}
