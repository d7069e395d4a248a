import { normalizeLink } from '@tessera/core';
import type { ButtonOption } from '../options/button-option.ts';
import { fontOrBrand } from './brand.ts';
import { Icon } from './icons.tsx';
import { useSite, type SiteContextValue } from './site-context.tsx';

/** Where a button leads (spec §3 button option), or undefined when it leads nowhere. */
export function buttonHref(option: ButtonOption, site: SiteContextValue): string | undefined {
  if (option.LinkDisabled || option.ActionType === 'popup') return undefined;
  if (option.PageId !== null) {
    const page = site.pageHref(option.PageId);
    if (page) return option.SectionId ? `${page}#${encodeURIComponent(option.SectionId)}` : page;
  }
  if (option.WebSectionId) return `#${encodeURIComponent(option.WebSectionId)}`;
  const link = normalizeLink(option.CustomLink, site.basePath);
  return link || undefined;
}

function ButtonContent({ option }: { option: ButtonOption }) {
  const icon = option.Icon ? <Icon name={option.Icon} size={option.IconSize} className="ts-button__icon" /> : null;
  const image =
    option.ShowImage && option.Image ? (
      <img src={option.Image} alt="" width={option.ShowWidth || undefined} height={option.ShowHeight || undefined} />
    ) : null;
  return (
    <>
      {option.ImageAlignment !== 'right' ? image : null}
      {!option.IconAfter ? icon : null}
      <span className="ts-button__text">
        <span className="ts-button__label">{option.Text}</span>
        {option.SubText ? <span className="ts-button__sub">{option.SubText}</span> : null}
      </span>
      {option.IconAfter ? icon : null}
      {option.ImageAlignment === 'right' ? image : null}
    </>
  );
}

export interface ButtonViewProps {
  option: ButtonOption;
  /** "link" renders a link (or a popup trigger); "submit" a form submit button. */
  kind?: 'link' | 'submit';
}

/**
 * The one button renderer every element uses. Style comes from `buttonCss` in the element's
 * `css`; the block carries alignment and the optional background of the button row.
 */
export function ButtonView({ option, kind = 'link' }: ButtonViewProps) {
  const site = useSite();
  const className = ['ts-button', option.HoverAnimation ? `ts-hvr-${option.HoverAnimation}` : '', option.HoverClass]
    .filter(Boolean)
    .join(' ');
  const style = { fontFamily: fontOrBrand(option.FontFamily) };
  const content = <ButtonContent option={option} />;
  let button;
  if (kind === 'submit') {
    button = (
      <button type="submit" className={className} style={style}>
        {content}
      </button>
    );
  } else if (option.ActionType === 'popup' && !option.LinkDisabled) {
    button = (
      <button type="button" className={className} style={style} data-popup-open={option.PopupId || undefined} aria-haspopup="dialog">
        {content}
      </button>
    );
  } else {
    const href = site.mode === 'canvas' ? undefined : buttonHref(option, site);
    const external = option.OpenInNewWindow && href !== undefined;
    button = href ? (
      <a className={className} style={style} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
      </a>
    ) : (
      <span className={className} style={style} aria-disabled={option.LinkDisabled ? true : undefined}>
        {content}
      </span>
    );
  }
  return <div className="ts-button-block">{button}</div>;
}
