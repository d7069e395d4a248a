import { CardChannelLinks, type CardRenderProps, SAVE_CONTACT_LABEL } from '@tessera/sdk';
import type { SleekOptions } from './schema.ts';

/** Sleek: see index.ts. */
export default function SleekCard({ card, palette, options, links }: CardRenderProps<SleekOptions>) {
  return (
    <article className="ts-design3" style={{ textAlign: card.align, background: palette.accent, color: palette.onAccent }}>
      {card.photo ? <img className="ts-design3__photo" src={card.photo} alt={card.name} width={128} height={128} /> : null}
      <h1 className="ts-design3__name">{card.name}</h1>
      {card.title ? <p className="ts-design3__title">{card.title}</p> : null}
      {card.company ? <p className="ts-design3__company">{card.company}</p> : null}
      {card.bio ? <p className="ts-design3__bio">{card.bio}</p> : null}
      <CardChannelLinks card={card} links={links} color={palette.onAccent} className={options.channelNames ? 'ts-design3__pills' : 'ts-design3__icons'} withText={options.channelNames} />
      {card.button.show ? (
        <a className="ts-design3__save" href={links.vcardUrl} style={{ background: palette.onAccent, color: palette.accent }}>
          {card.button.label || SAVE_CONTACT_LABEL}
        </a>
      ) : null}
      {card.powered_by ? <p className="ts-design3__powered">Powered by {links.platformName}</p> : null}
    </article>
  );
}
