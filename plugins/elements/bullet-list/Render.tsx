import { flexAlign, Icon, ICON_SPACING, inlineRichText, typographyStyle, type ElementRenderProps } from '@tessera/sdk';
import type { BulletListProps } from './schema.ts';

/** A list whose bullets are icons; each item's rich text sits beside its icon. */
export function BulletListRender({ props }: ElementRenderProps<BulletListProps>) {
  return (
    // role="list": some screen readers drop the list semantics of a list without bullets.
    <ul
      className="ts-bullet-list"
      role="list"
      style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: `${props.itemSpacing}px`, ...typographyStyle(props) }}
    >
      {props.items.map((item, index) => (
        <li key={index} style={{ display: 'flex', alignItems: 'flex-start', justifyContent: flexAlign(props.alignment), gap: `${ICON_SPACING}px` }}>
          {/* One line high, so the icon stays centred on the item's first line. */}
          <span className="ts-bullet-list__icon" style={{ display: 'inline-flex', alignItems: 'center', flex: 'none', minHeight: `${props.lineHeight}em` }}>
            <Icon name={props.icon} size={props.iconSize} color={props.iconColor} />
          </span>
          <span
            className="ts-bullet-list__text"
            style={{ flex: props.alignment === 'justify' ? '1 1 auto' : '0 1 auto', minWidth: 0 }}
            dangerouslySetInnerHTML={{ __html: inlineRichText(item.content) }}
          />
        </li>
      ))}
    </ul>
  );
}
