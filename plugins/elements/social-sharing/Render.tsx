import { BrandIcon, brandColor, colorOrBrand, flexAlign, Icon, readableOn, useSite, VISUALLY_HIDDEN, type ElementRenderProps } from '@tessera/sdk';
import type { SocialSharingProps } from './schema.ts';
import { SHARE_LABELS, shareHref, type ShareTarget } from './share-urls.ts';

export const SOCIAL_SHARING_CSS =
  '.ts-social-sharing__list{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}' +
  '.ts-social-sharing__button{display:inline-flex;align-items:center;gap:8px;min-height:36px;padding:8px 12px;border:0;font:inherit;font-size:14px;line-height:1;text-decoration:none;cursor:pointer;transition:opacity .2s}' +
  '.ts-social-sharing__button:hover,.ts-social-sharing__button:focus-visible{opacity:.85}' +
  '.ts-social-sharing__button:disabled{cursor:default}' +
  `.ts-social-sharing__sr{${VISUALLY_HIDDEN}}` +
  '.ts-social-sharing__status:empty{display:none}.ts-social-sharing__status{display:block;margin-top:8px;font-size:14px}';

const ACTIONS: Record<ShareTarget, string> = {
  facebook: 'Share on Facebook',
  x: 'Share on X',
  linkedin: 'Share on LinkedIn',
  whatsapp: 'Share on WhatsApp',
  pinterest: 'Share on Pinterest',
  email: 'Share by email',
  copy: 'Copy link',
};

export function SocialSharingRender({ props }: ElementRenderProps<SocialSharingProps>) {
  // The page's own address when published; elsewhere (canvas, previews) the island fills it in.
  const { pageUrl } = useSite();
  const shareUrl = props.shareUrl || pageUrl;
  const justify = flexAlign(props.alignment);
  const background = (target: ShareTarget) => (props.colorMode === 'custom' ? colorOrBrand(props.color, 'text', '#1f2937') : target === 'copy' ? brandColor('email') : brandColor(target));
  const label = (target: ShareTarget) =>
    props.showLabels ? <span className="ts-social-sharing__label">{SHARE_LABELS[target]}</span> : <span className="ts-social-sharing__sr">{ACTIONS[target]}</span>;
  return (
    <div className="ts-social-sharing" style={{ textAlign: props.alignment }}>
      <ul className="ts-social-sharing__list" style={{ justifyContent: justify, gap: `${props.spacing}px` }}>
        {props.networks.map((target) => {
          // Brand colours are not chosen by the user; keep the label readable on them (WhatsApp green under white).
          const color = props.colorMode === 'brand' ? readableOn(background(target), props.textColor) : props.textColor;
          const style = { background: background(target), color, borderRadius: `${props.radius}px` };
          if (target === 'copy') {
            return (
              <li key={target}>
                {/* Copying needs the clipboard API: the island enables the button. */}
                <button type="button" className="ts-social-sharing__button" data-share="copy" style={style} disabled>
                  <Icon name="link" size={props.iconSize} color={color} />
                  {label(target)}
                </button>
              </li>
            );
          }
          const href = shareUrl ? shareHref(target, shareUrl, props.shareText) : undefined;
          return (
            <li key={target}>
              <a
                className="ts-social-sharing__button"
                data-share={target}
                href={href}
                {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={props.showLabels ? ACTIONS[target] : undefined}
                style={style}
              >
                <BrandIcon name={target} size={props.iconSize} color={color} decorative />
                {label(target)}
              </a>
            </li>
          );
        })}
      </ul>
      <span className="ts-social-sharing__status" role="status" aria-live="polite" />
    </div>
  );
}
