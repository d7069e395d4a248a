import { brandVar } from './brand.ts';

const TEXT = brandVar('text', '#1f2937');
const PRIMARY = brandVar('primary', '#2563eb');

/**
 * The layout of list pages an app serves on a site (the blog index, the episodes): a centred
 * column of articles in the website's brand kit (headings in its heading font, links in its
 * primary colour, dates in its muted colour), text kept to a readable measure.
 */
export const LISTING_CSS =
  `.ts-listing{max-width:72rem;margin:0 auto;padding:clamp(2rem,6vw,4.5rem) 1.25rem;font-family:${brandVar('body-font', 'inherit')};color:${TEXT};line-height:1.6}` +
  `.ts-listing h1,.ts-listing h2{font-family:${brandVar('heading-font', 'inherit')};color:${TEXT};line-height:1.2;overflow-wrap:anywhere}` +
  `.ts-listing h1{font-size:clamp(2rem,5vw,3rem);margin:0 0 clamp(1.5rem,4vw,3rem)}` +
  `.ts-listing ol{list-style:none;margin:0;padding:0;display:grid;gap:clamp(2rem,4vw,3rem)}` +
  `.ts-listing article{display:grid;gap:.5rem;align-content:start;min-width:0}` +
  `.ts-listing h2{font-size:1.375rem;margin:.25rem 0 0}` +
  `.ts-listing a{color:${PRIMARY}}` +
  `.ts-listing h2 a{color:inherit;text-decoration:none}` +
  `.ts-listing h2 a:hover,.ts-listing h2 a:focus-visible{color:${PRIMARY};text-decoration:underline}` +
  `.ts-listing__meta{color:${brandVar('muted', '#4b5563')};font-size:.875rem;margin:0}` +
  `.ts-listing p{margin:0;max-width:70ch}`;

/** A date as visitors of a site in `lang` read it; UTC, so every server prints the same day. */
export function siteDate(date: Date, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
