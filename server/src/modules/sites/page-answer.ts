import type { HtmlBody, SiteLanding } from './published-sites.ts';

type Encoding = 'br' | 'gzip' | 'identity';

const acceptedEncodings = new Map<string, Encoding>();

/** The best encoding we hold that the client accepts; browsers send a handful of distinct headers, so answers are remembered. */
function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = acceptedEncodings.get(header);
  if (known) return known;
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    if (token === 'br') br = true;
    else if (token === 'gzip' || token === 'x-gzip') gzip = true;
    else if (token === '*') br = gzip = true;
  }
  const encoding: Encoding = br ? 'br' : gzip ? 'gzip' : 'identity';
  if (acceptedEncodings.size < 256) acceptedEncodings.set(header, encoding);
  return encoding;
}

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
