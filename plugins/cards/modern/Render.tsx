import { CardChannelLinks, type CardRenderProps, SAVE_CONTACT_LABEL } from '@tessera/sdk';
import type { ModernOptions } from './schema.ts';

/** Modern: see index.ts. */
export default function ModernCard({ card, palette, options, links }: CardRenderProps<ModernOptions>) {
  return (
    <article className="ts-design1" style={{ textAlign: card.align, background: palette.soft, color: palette.text }}>
      <div className="ts-design1__cover" style={{ background: palette.accent }}>
        {card.cover ? <img className="ts-design1__cover-image" src={card.cover} alt="" /> : null}
      </div>
      {card.photo ? <img className={options.roundPhoto ? 'ts-design1__photo ts-design1__photo--round' : 'ts-design1__photo'} src={card.photo} alt={card.name} width={112} height={112} /> : null}
      <div className="ts-design1__body">
        <h1 className="ts-design1__name">{card.name}</h1>
        {card.title || card.company ? <p className="ts-design1__role">{[card.title, card.company].filter(Boolean).join(' · ')}</p> : null}
        {card.bio ? <p className="ts-design1__bio">{card.bio}</p> : null}
        <CardChannelLinks card={card} links={links} color={palette.onAccent} background={palette.accent} className="ts-design1__channels" withText={false} />
        {card.button.show ? (
          <a className="ts-design1__save" href={links.vcardUrl} style={{ background: palette.accent, color: palette.onAccent }}>
            {card.button.label || SAVE_CONTACT_LABEL}
          </a>
        ) : null}
        {card.powered_by ? <p className="ts-design1__powered">Powered by {links.platformName}</p> : null}
      </div>
    </article>
  );
}
