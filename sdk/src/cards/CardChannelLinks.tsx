import type { CardLinks } from '../card-design-definition.ts';
import { BrandIcon } from '../render/brand-icons.tsx';
import { Icon } from '../render/icons.tsx';
import { channelHref, channelLabel, channelMark, type CardChannel } from './card-channels.ts';
import type { CardContent } from './card-content.ts';

/** A channel's mark: its brand logo or its icon, decorative (the link's text names it). */
export function ChannelMark({ channel, size = 20, color }: { channel: CardChannel; size?: number; color: string }) {
  const mark = channelMark(channel);
  return 'brand' in mark ? <BrandIcon name={mark.brand} size={size} color={color} decorative /> : <Icon name={mark.icon} size={size} color={color} />;
}

interface CardChannelLinksProps {
  card: CardContent;
  links: CardLinks;
  /** Colour of the marks. */
  color: string;
  /** Colour behind each link, when the design draws them as buttons. */
  background?: string;
  /** The list's class; each link gets `${className}__link`. */
  className: string;
  /** Show the channel's name (or the entry's own label) beside its mark; without, the mark alone with the name for screen readers. */
  withText: boolean;
}

/**
 * The card's contact channels in their IconList order, each a tap-to-act link: mailto:, sms:,
 * tel:, wa.me, facetime:, a web address, or the vCard for "contact". Web addresses open in a new tab.
 */
export function CardChannelLinks({ card, links, color, background, className, withText }: CardChannelLinksProps) {
  if (card.channels.length === 0) return null;
  return (
    <ul className={className}>
      {card.channels.map((entry, index) => {
        const name = entry.label || channelLabel(entry.type);
        const href = channelHref(entry.type, entry.value, links);
        const external = href.startsWith('https://');
        return (
          <li key={`${entry.type}-${index}`}>
            <a
              className={`${className}__link`}
              href={href}
              {...(background ? { style: { background } } : {})}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              {...(withText ? {} : { 'aria-label': name })}
            >
              <ChannelMark channel={entry.type} color={color} />
              {withText ? <span>{name}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
