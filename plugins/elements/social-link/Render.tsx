import { BrandIcon, brandColor, colorOrBrand, flexAlign, relativeLuminance, type ElementRenderProps } from '@tessera/sdk';
import { profileHref, type Profile, type SocialLinkProps } from './schema.ts';

export const SOCIAL_LINK_CSS =
  '.ts-social-link{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}' +
  '.ts-social-link__link{display:inline-flex;align-items:center;justify-content:center;line-height:0;transition:opacity .2s,transform .2s}' +
  '.ts-social-link__link:hover,.ts-social-link__link:focus-visible{opacity:.8;transform:translateY(-1px)}' +
  '.ts-social-link__link--circle{border-radius:50%}.ts-social-link__link--rounded{border-radius:25%}';

function colors(profile: Profile, props: SocialLinkProps): { glyph: string; background?: string; tint?: string } {
  const main = props.colorMode === 'brand' ? brandColor(profile.network) : colorOrBrand(props.color, 'text', '#1f2937');
  // SVG attributes do not read CSS variables: a kit-coloured logo is drawn in currentColor, the kit's colour set on its link.
  if (props.shape === 'none') return props.colorMode === 'custom' && !props.color ? { glyph: 'currentColor', tint: main } : { glyph: main };
  // A white logo disappears on Snapchat's yellow: light brand colours get a dark logo.
  const glyph = props.colorMode === 'brand' && (relativeLuminance(main) ?? 0) > 0.6 ? '#000000' : props.iconColor;
  return { glyph, background: main };
}

export function SocialLinkRender({ props }: ElementRenderProps<SocialLinkProps>) {
  if (!props.profiles.length) return null;
  const box = `${Math.round(props.iconSize * 1.9)}px`;
  const justify = flexAlign(props.alignment);
  return (
    <ul className="ts-social-link" style={{ justifyContent: justify, gap: `${props.spacing}px` }}>
      {props.profiles.map((profile, index) => {
        const { glyph, background, tint } = colors(profile, props);
        const web = profile.network !== 'email';
        return (
          <li key={index}>
            <a
              className={`ts-social-link__link ts-social-link__link--${props.shape}`}
              href={profileHref(profile.network, profile.url)}
              {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              style={background ? { background, width: box, height: box } : tint ? { color: tint } : undefined}
            >
              <BrandIcon name={profile.network} size={props.iconSize} color={glyph} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
