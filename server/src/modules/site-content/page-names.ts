import { uniqueNameMessage } from '@tessera/core';
import type { Db } from '../../db/database.ts';

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

  static async forLanding(db: Db, landingId: number): Promise<PageNames> {
    const rows = await db.selectFrom('pages').select('unique_name').where('landing_id', '=', landingId).execute();
    return new PageNames(rows.map((row) => row.unique_name));
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
