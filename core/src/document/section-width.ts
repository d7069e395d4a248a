import { CONTENT_WIDTHS, type ContentWidth } from '../constants/layout.ts';
import type { SectionNode } from './page-document.ts';

export const isContentWidth = (value: unknown): value is ContentWidth => typeof value === 'string' && Object.hasOwn(CONTENT_WIDTHS, value);

/**
 * The section's content width (section.options.contentWidth) as the max-width of its
 * `.ts-section__inner`, one rule for the designer canvas and the published page alike.
 * Without a content width the section keeps LAYOUT_CSS's 1170px.
 */
export function sectionWidthCss(section: Pick<SectionNode, 'id' | 'options'>): string {
  const width = section.options.contentWidth;
  if (!isContentWidth(width)) return '';
  const px = CONTENT_WIDTHS[width];
  return `#${section.id}>.ts-section__inner{max-width:${px === null ? 'none' : `${px}px`}}`;
}
