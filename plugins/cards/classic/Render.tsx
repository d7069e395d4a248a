import { CardChannelLinks, readableOn, type CardRenderProps, SAVE_CONTACT_LABEL } from '@tessera/sdk';
import type { ClassicOptions } from './schema.ts';

/** Classic: see index.ts. */
export default function ClassicCard({ card, palette, options, links }: CardRenderProps<ClassicOptions>) {
  return (
    <article className="ts-design2" style={{ textAlign: card.align, color: palette.text, borderTopColor: palette.accent }}>
      <header className="ts-design2__header">
        {card.photo ? <img className="ts-design2__photo" src={card.photo} alt={card.name} width={88} height={88} /> : null}
        <div>
          <h1 className="ts-design2__name">{card.name}</h1>
          {card.title ? <p className="ts-design2__title">{card.title}</p> : null}
          {card.company ? <p className="ts-design2__company" style={{ color: readableOn('#ffffff', palette.accent) }}>{card.company}</p> : null}
        </div>
      </header>
      {options.showBio && card.bio ? <p className="ts-design2__bio">{card.bio}</p> : null}
      <CardChannelLinks card={card} links={links} color={palette.text} className="ts-design2__channels" withText />
      {card.button.show ? (
        <a className="ts-design2__save" href={links.vcardUrl} style={{ background: palette.accent, color: palette.onAccent }}>
          {card.button.label || SAVE_CONTACT_LABEL}
        </a>
      ) : null}
      {card.powered_by ? <p className="ts-design2__powered">Powered by {links.platformName}</p> : null}
    </article>
  );
}
