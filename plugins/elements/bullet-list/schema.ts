import { colorSchema, htmlSchema, isIconName, typographyFields, z } from '@tessera/sdk';

export const MAX_ITEMS = 50;
export const ICON_SIZE = { min: 8, max: 96 } as const;
export const ITEM_SPACING = { min: 0, max: 100 } as const;

export const bulletItemSchema = z.object({
  content: htmlSchema('rich-text', { max: 2000 }),
});
export type BulletItem = z.infer<typeof bulletItemSchema>;

export const bulletListProps = z.object({
  items: z
    .array(bulletItemSchema)
    .min(1, 'A list holds at least one item')
    .max(MAX_ITEMS, `A list holds at most ${MAX_ITEMS} items`)
    .default(() => [{ content: 'Everything you need to get started' }, { content: 'Set up in minutes' }, { content: 'Cancel at any time' }]),
  icon: z.string().refine(isIconName, 'Pick an icon from the list').default('check-circle'),
  iconColor: colorSchema.default('#16a34a'),
  iconSize: z.number().int().min(ICON_SIZE.min).max(ICON_SIZE.max).default(18),
  /** Space between two items, in px. */
  itemSpacing: z.number().int().min(ITEM_SPACING.min).max(ITEM_SPACING.max).default(12),
  ...typographyFields({ fontSize: 16, mobileFontSize: 16, alignment: 'left', color: '#374151', lineHeight: 1.5 }),
});

export type BulletListProps = z.infer<typeof bulletListProps>;
