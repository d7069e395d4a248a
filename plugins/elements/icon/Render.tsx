import { colorOrBrand, Icon, normalizeLink, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { IconProps } from './schema.ts';

export function IconRender({ props }: ElementRenderProps<IconProps>) {
  const site = useSite();
  const href = normalizeLink(props.link, site.basePath);
  // SVG attributes do not read CSS variables: a kit-coloured icon strokes in currentColor, the kit's colour set on its box.
  const color = props.color || undefined;
  const style = { textAlign: props.alignment, lineHeight: 0, color: colorOrBrand(props.color, 'primary', '#2563eb') } as const;
  if (!href) {
    return (
      <div className="ts-icon" style={style}>
        <Icon name={props.icon} size={props.size} color={color} label={props.label || undefined} />
      </div>
    );
  }
  // A link needs a name; the icon's own name is a poor one, but better than none.
  const name = props.label || props.icon.replaceAll('-', ' ');
  return (
    <div className="ts-icon" style={style}>
      <a
        className="ts-icon__link"
        href={href}
        aria-label={name}
        style={{ display: 'inline-block', color: 'inherit' }}
        {...(props.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon name={props.icon} size={props.size} color={color} />
      </a>
    </div>
  );
}
