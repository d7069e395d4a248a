import type { PageDocument } from '@tessera/core';
import { STARTER_COLLECTION } from '../../server/src/seed/starter/seed-starter.ts';
import { SMOKE } from './scale.ts';

export interface StarterBenchPage {
  label: string;
  /** Its unique name on the bench site. */
  name: string;
  title: string;
  description: string;
  design: PageDocument;
}

/**
 * Every design of the starter collection as a page of the bench site (every page of every site
 * template, every page template, every block); under --smoke, the first of each kind.
 */
export function starterBenchPages(): StarterBenchPage[] {
  const { sites, pageTemplates, blocks } = STARTER_COLLECTION;
  const pages: StarterBenchPage[] = [
    ...sites.flatMap((site, s) =>
      site.pages.map((page) => ({ label: `site ${site.name} / ${page.name}`, name: `starter-site${s}-${page.uniqueName}`, title: page.title, description: page.description, design: page.design })),
    ),
    ...pageTemplates.map((template, t) => ({
      label: `page template ${template.name}`,
      name: `starter-page${t}`,
      title: template.name,
      description: `The ${template.name.toLowerCase()} starter template.`,
      design: template.design,
    })),
    ...blocks.map((block, b) => ({ label: `block ${block.name}`, name: `starter-block${b}`, title: block.name, description: `The ${block.name} starter block.`, design: block.design })),
  ];
  if (!SMOKE) return pages;
  return [pages[0]!, pages.find((page) => page.label.startsWith('page template'))!, pages.find((page) => page.label.startsWith('block'))!];
}
