/**
 * Whether `value` is an absolute address of one of `schemes` with a host and no credentials
 * (an address a server calls or a browser loads, never `https://user:pw@…`).
 */
export function isWebAddress(value: string, schemes: readonly string[] = ['http:', 'https:']): URL | null {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}
