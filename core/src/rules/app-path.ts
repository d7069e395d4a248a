/** Where an app screen is reached from, for any address this origin resolves it against. */
const PROBE_ORIGIN = 'http://app.invalid';
/** Percent-encoded ".", "/" and "\" left after one decoding: a path encoded twice to slip past the check. */
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;
// Controls (tab, newline…) are dropped by URL parsers, so "/\t/evil.test" would become "//evil.test".
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/**
 * The path and query of a screen of this app under `area` ("/agency/") that `value` names, or
 * undefined when it names anything else. `value` is read as a browser would follow it first
 * (percent-encoding decoded, "\" as "/", dot segments resolved), so "/agency/..//evil.test",
 * "/agency/%2e%2e/%2fevil.test" and "/agency/..\\\\evil.test" are seen for the other host they
 * lead to and refused.
 */
export function sameOriginAppPath(value: string, area: string): string | undefined {
  if (CONTROL_OR_SPACE.test(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (ENCODED_SEPARATOR.test(decoded) || CONTROL_OR_SPACE.test(decoded)) return undefined;
  const slashed = decoded.replace(/\\/g, '/');
  if (!slashed.startsWith('/') || slashed.startsWith('//')) return undefined;
  const url = new URL(slashed, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//') || !url.pathname.startsWith(area)) return undefined;
  return `${url.pathname}${url.search}`;
}
