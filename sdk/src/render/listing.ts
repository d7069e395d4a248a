/** The layout of list pages an app serves on a site (the blog index, the episodes): a centred column of articles. */
export const LISTING_CSS = `.ts-listing{max-width:60rem;margin:0 auto;padding:3rem 1.25rem}.ts-listing h1{font-size:2.25rem;margin:0 0 2rem}.ts-listing ol{list-style:none;margin:0;padding:0;display:grid;gap:2.5rem}.ts-listing article{display:grid;gap:.5rem}.ts-listing h2{font-size:1.5rem;margin:0}.ts-listing h2 a{color:inherit}.ts-listing__meta{color:#6b7280;font-size:.875rem;margin:0}.ts-listing p{margin:0}`;

/** A date as visitors of a site in `lang` read it; UTC, so every server prints the same day. */
export function siteDate(date: Date, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
