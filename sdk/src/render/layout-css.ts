/** Small layout pieces many elements share in their inline styles and CSS. */

/**
 * A horizontal alignment as a flex `justify-content` (or `align-self`) value; justified text
 * lines its boxes up on the left.
 */
export const FLEX_ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end', justify: 'flex-start' } as const;
export type FlexAlignment = keyof typeof FLEX_ALIGN;

export function flexAlign(alignment: FlexAlignment): (typeof FLEX_ALIGN)[FlexAlignment] {
  return FLEX_ALIGN[alignment];
}

/**
 * CSS declarations that hide content from the eye but not from screen readers (labels that
 * are switched off, icon-only buttons' names, closed menus without JavaScript). Use inside a
 * rule: `.ts-x__sr{${VISUALLY_HIDDEN}}`.
 */
export const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0';
