/** The longest source kept: a DNS name's limit, so any real host fits. */
const MAX_SOURCE_LENGTH = 253;
/** Labels of letters, digits, '-' and '_' (utm_source values such as "spring_mail" use them), joined by dots. */
const SOURCE_PATTERN = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** A host name or utm_source value as one source: lower case, without "www.", else undefined when it is not one. */
function asSource(raw: string): string | undefined {
  let value = raw.trim().toLowerCase();
  if (value.includes('://')) {
    try {
      value = new URL(value).hostname;
    } catch {
      return undefined;
    }
  }
  value = value.replace(/^www\./, '').replace(/\.$/, '');
  return value.length <= MAX_SOURCE_LENGTH && SOURCE_PATTERN.test(value) ? value : undefined;
}

function refererHost(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? asSource(url.hostname) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a page view came from, for the sources table: the link's utm_source when it names a
 * valid one, else the referring site's host name, else '' (typed in, bookmarked, or a browser
 * that sends no referrer). A view referred by the site itself is a step inside a visit, not an
 * entrance, so it answers null and counts for no source.
 */
export function visitSource(referer: string | undefined, query: string, siteHost: string): string | null {
  const utm = new URLSearchParams(query).get('utm_source');
  const tagged = utm ? asSource(utm) : undefined;
  if (tagged) return tagged;
  const from = refererHost(referer);
  if (from === undefined) return '';
  return from === asSource(siteHost) ? null : from;
}
