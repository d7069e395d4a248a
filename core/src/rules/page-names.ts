import { uniqueNameMessage } from '../api/page-publishing.ts';

/** A page address from any text: lowercase words joined by hyphens ("About Us!" → "about-us"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return slug || 'page';
}

/** Hands out page addresses that are valid and not yet taken, starting from `taken`. */
export class PageNames {
  readonly #taken: Set<string>;

  constructor(taken: Iterable<string> = []) {
    this.#taken = new Set(taken);
  }

  /** `wanted` when it is a valid, free address, else the first free one of its slug, slug-2, slug-3… */
  claim(wanted: string): string {
    let stem = wanted;
    if (uniqueNameMessage(stem) !== null) stem = slugify(wanted);
    if (uniqueNameMessage(stem) !== null) stem = `${stem}-page`;
    let name = stem;
    for (let n = 2; this.#taken.has(name); n++) name = `${stem}-${n}`;
    this.#taken.add(name);
    return name;
  }
}
