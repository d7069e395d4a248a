import type { BrandKit, PageDocument } from '@tessera/core';

/** One design of the starter collection: a block or a page template. */
export interface StarterDesign {
  name: string;
  category: string;
  design: PageDocument;
}

export interface StarterPage {
  name: string;
  /** Its unique name ("home" for the home page, which the site serves at "/"). */
  uniqueName: string;
  title: string;
  description: string;
  design: PageDocument;
}

/** A site template: a website of a few pages for one kind of agency client. */
export interface StarterSite {
  name: string;
  category: string;
  description: string;
  /** The kit a website made from it starts with. */
  brandKit: BrandKit;
  pages: readonly StarterPage[];
}
