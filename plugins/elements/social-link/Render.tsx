import { BrandIcon, brandColor, flexAlign, type ElementRenderProps } from '@tessera/sdk';
import { profileHref, type Profile, type SocialLinkProps } from './schema.ts';

export const SOCIAL_LINK_CSS =
  '.ts-social-link{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}' +
  '.ts-social-link__link{display:inline-flex;align-items:center;justify-content:center;line-height:0;transition:opacity .2s,transform .2s}' +
  '.ts-social-link__link:hover,.ts-social-link__link:focus-visible{opacity:.8;transform:translateY(-1px)}' +
  '.ts-social-link__link--circle{border-radius:50%}.ts-social-link__link--rounded{border-radius:25%}';

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function colors(profile: Profile, props: SocialLinkProps): { glyph: string; background?: string } {
  const main = props.colorMode === 'brand' ? brandColor(profile.network) : props.color;
  if (props.shape === 'none') return { glyph: main };
  // A white logo disappears on Snapchat's yellow: light brand colours get a dark logo.
  const glyph = props.colorMode === 'brand' && luminance(main) > 0.6 ? '#000000' : props.iconColor;
  return { glyph, background: main };
}

export function SocialLinkRender({ props }: ElementRenderProps<SocialLinkProps>) {
  if (!props.profiles.length) return null;
  const box = `${Math.round(props.iconSize * 1.9)}px`;
  const justify = flexAlign(props.alignment);
  return (
    <ul className="ts-social-link" style={{ justifyContent: justify, gap: `${props.spacing}px` }}>
      {props.profiles.map((profile, index) => {
        const { glyph, background } = colors(profile, props);
        const web = profile.network !== 'email';
        return (
          <li key={index}>
            <a
              className={`ts-social-link__link ts-social-link__link--${props.shape}`}
              href={profileHref(profile.network, profile.url)}
              {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              style={background ? { background, width: box, height: box } : undefined}
            >
              <BrandIcon name={profile.network} size={props.iconSize} color={glyph} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
