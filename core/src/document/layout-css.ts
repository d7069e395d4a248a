import { MOBILE_BREAKPOINT } from '../constants/layout.ts';

/**
 * The CSS of the section → row → column grid. The designer canvas and the published page
 * use the same class names and this same stylesheet, so a layout looks alike in both.
 * Columns take their width from the --ts-col custom property set on each column. The page is
 * a size container, so narrowing the designer canvas to a device width behaves like a device.
 * Columns may shrink: one styled as a card with side margins (a template's testimonials) would
 * otherwise push the row past its section by those margins, and the last card past the page.
 */
export const LAYOUT_CSS = `
.ts-page{margin:0;padding:0;container:ts-page/inline-size}
.ts-section{position:relative;padding:40px 16px}
.ts-section__inner{max-width:1170px;margin:0 auto}
.ts-row{display:flex;flex-wrap:nowrap;gap:0;margin:0 -8px}
.ts-column{flex:0 1 var(--ts-col,100%);max-width:var(--ts-col,100%);padding:8px;box-sizing:border-box;min-width:0}
.ts-element{position:relative;margin:0 0 12px}
.ts-element:last-child{margin-bottom:0}
@container ts-page (max-width:${MOBILE_BREAKPOINT}px){.ts-row{flex-wrap:wrap}.ts-column{flex-basis:100%;max-width:100%}}
`.trim();
