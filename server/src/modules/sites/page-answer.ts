import { pickEncoding, type Encoding } from '../../http/accepted-encoding.ts';
import type { HtmlBody, SiteLanding } from './published-sites.ts';

const ETAG_SUFFIX: Record<Encoding, string> = { identity: '', gzip: '-gz', br: '-br' };

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A page's answer: its headers, and its bytes unless the client already holds them (304). */
export interface PageAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  bytes?: Buffer;
}

/** The bytes stored at publish in the encoding the client takes, or 304 when it already holds them. */
export function pageAnswer(body: HtmlBody, landing: SiteLanding, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): PageAnswer {
  const encoding = pickEncoding(acceptEncoding);
  const etag = `"${body.etag}${ETAG_SUFFIX[encoding]}"`;
  const headers: Record<string, string> = { etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'content-security-policy': landing.contentSecurityPolicy };
  if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-type'] = 'text/html; charset=utf-8';
  return { status: 200, headers, bytes: encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity };
}
