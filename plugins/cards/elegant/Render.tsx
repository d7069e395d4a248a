import { CardChannelLinks, type CardRenderProps, SAVE_CONTACT_LABEL } from '@tessera/sdk';
import type { ElegantOptions } from './schema.ts';

/** Elegant: see index.ts. */
export default function ElegantCard({ card, palette, options, links }: CardRenderProps<ElegantOptions>) {
  const rule = options.rules ? <hr className="ts-design4__rule" style={{ borderColor: palette.accent }} /> : null;
  return (
    <article className="ts-design4" style={{ textAlign: card.align, background: palette.soft, color: palette.text }}>
      {card.photo ? <img className="ts-design4__photo" src={card.photo} alt={card.name} width={96} height={96} /> : null}
      <h1 className="ts-design4__name">{card.name}</h1>
      {card.title || card.company ? <p className="ts-design4__role">{[card.title, card.company].filter(Boolean).join(', ')}</p> : null}
      {rule}
      {card.bio ? <p className="ts-design4__bio">{card.bio}</p> : null}
      <CardChannelLinks card={card} links={links} color={palette.text} className="ts-design4__channels" withText />
      {rule}
      {card.button.show ? (
        <a className="ts-design4__save" href={links.vcardUrl} style={{ borderColor: palette.text, color: palette.text }}>
          {card.button.label || SAVE_CONTACT_LABEL}
        </a>
      ) : null}
      {card.powered_by ? <p className="ts-design4__powered">Powered by {links.platformName}</p> : null}
    </article>
  );
}
