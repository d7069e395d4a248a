export type Encoding = 'br' | 'gzip' | 'identity';

const acceptedEncodings = new Map<string, Encoding>();

/** The best encoding we hold that the client accepts; browsers send a handful of distinct headers, so answers are remembered. */
export function pickEncoding(header: string | undefined): Encoding {
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
