import type { PluginNames } from './outside-package-files.ts';

/** The files of a new card design: the SDK README's "A card design, complete" under the new design's names. */
export function cardDesignFiles(names: PluginNames): Record<string, string> {
  const { id, label, camel, pascal } = names;
  return {
    'schema.ts': `import { z } from '@tessera/sdk';

// Every option has a default; the builder offers boolean options as boxes named from their keys.
export const ${camel}Options = z.object({ uppercaseName: z.boolean().default(false) });
export type ${pascal}Options = z.infer<typeof ${camel}Options>;
`,
    'Render.tsx': `import { CardChannelLinks, type CardRenderProps } from '@tessera/sdk';
import type { ${pascal}Options } from './schema.ts';

export function ${pascal}Render({ card, palette, options, links }: CardRenderProps<${pascal}Options>) {
  return (
    <article className="ts-${id}" style={{ textAlign: card.align, background: palette.soft, color: palette.text }}>
      {card.photo ? <img className="ts-${id}__photo" src={card.photo} alt={card.name} width={96} height={96} /> : null}
      <h1 style={{ textTransform: options.uppercaseName ? 'uppercase' : 'none' }}>{card.name}</h1>
      <p>{[card.title, card.company].filter(Boolean).join(' · ')}</p>
      {card.bio ? <p>{card.bio}</p> : null}
      <CardChannelLinks card={card} links={links} color={palette.accent} className="ts-${id}__channels" withText />
      {card.button.show ? (
        <a className="ts-${id}__save" href={links.vcardUrl} style={{ background: palette.accent, color: palette.onAccent }}>
          {card.button.label}
        </a>
      ) : null}
      {card.powered_by ? <small>Powered by {links.platformName}</small> : null}
    </article>
  );
}
`,
    'index.ts': `import { defineCardDesign } from '@tessera/sdk';
import { ${pascal}Render } from './Render.tsx';
import { ${camel}Options, type ${pascal}Options } from './schema.ts';

export default defineCardDesign<${pascal}Options>({
  id: '${id}',
  version: '0.1.0',
  label: '${label}',
  premium: false,
  schema: ${camel}Options,
  Render: ${pascal}Render,
  // Once per page; class names prefixed with the design's id.
  css: '.ts-${id}{max-width:420px;margin:0 auto;padding:24px;border-radius:16px}.ts-${id}__photo{border-radius:50%}.ts-${id}__save{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:8px;text-decoration:none}',
});
`,
    [`${id}.test.tsx`]: `import { cardDesignContract, drawCard } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import ${camel} from './index.ts';

describe('${label} card design', () => {
  it("keeps the SDK's card design contract", async () => {
    expect(await cardDesignContract(${camel})).toEqual([]);
  });

  it('writes the name in capitals when asked', () => {
    expect(drawCard(${camel}, { uppercaseName: true })).toContain('text-transform:uppercase');
    expect(drawCard(${camel})).toContain('text-transform:none');
  });
});
`,
  };
}
