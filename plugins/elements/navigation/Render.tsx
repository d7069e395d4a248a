import {
  ABOVE_MOBILE_QUERY,
  flexAlign,
  fontOrBrand,
  MissingSiteItem,
  missingSiteItemCss,
  MOBILE_QUERY,
  normalizeLink,
  useSite,
  VISUALLY_HIDDEN,
  type ElementRenderProps,
  type SiteContextValue,
  type SiteMenuItem,
  type SiteMenuLink,
} from '@tessera/sdk';
import type { MenuChild, NavigationProps } from './schema.ts';

export const NAVIGATION_CSS =
  '.ts-navigation__bar{position:relative;display:flex;align-items:center;flex-wrap:wrap;gap:16px 32px}' +
  '.ts-navigation__logo{flex:none;line-height:0}.ts-navigation__logo img{max-width:300px;max-height:60px;width:auto;height:auto}' +
  '.ts-navigation__list{display:flex;flex:1;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}' +
  '.ts-navigation__item{position:relative;display:flex;align-items:center;flex-wrap:wrap}' +
  '.ts-navigation__link{display:inline-block;padding:8px 0;color:inherit;text-decoration:none}' +
  '.ts-navigation__submenu{position:absolute;top:100%;left:0;z-index:20;min-width:180px;margin:0;padding:8px 0;list-style:none;border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.12)}' +
  '.ts-navigation__submenu .ts-navigation__link{display:block;padding:8px 16px;white-space:nowrap}' +
  '.ts-navigation__toggle{align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;background:none;color:inherit;cursor:pointer}' +
  'summary.ts-navigation__toggle{display:flex;list-style:none}summary.ts-navigation__toggle::-webkit-details-marker{display:none}' +
  '.ts-navigation__sub-toggle{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;margin-left:2px;padding:0;border:0;background:none;color:inherit;cursor:pointer}' +
  '.ts-navigation__item.is-open>.ts-navigation__sub-toggle svg{transform:rotate(180deg)}' +
  `.ts-navigation__sr{${VISUALLY_HIDDEN}}` +
  '.ts-navigation__disclosure,.ts-navigation__menu-button{display:none}' +
  missingSiteItemCss('ts-navigation') +
  // With the island: dropdowns open on their toggle (and on hover with a mouse), never just by tabbing through.
  '.ts-navigation--enhanced .ts-navigation__submenu{display:none}.ts-navigation--enhanced .ts-navigation__item.is-open>.ts-navigation__submenu{display:block}' +
  `${ABOVE_MOBILE_QUERY}{` +
  // Without it: a closed dropdown is only visually hidden, so Tab still reaches its links and :focus-within shows it.
  `.ts-navigation:not(.ts-navigation--enhanced) .ts-navigation__item:not(:hover):not(:focus-within)>.ts-navigation__submenu{${VISUALLY_HIDDEN}}` +
  '.ts-navigation--enhanced .ts-navigation__item:hover>.ts-navigation__submenu{display:block}}' +
  `${MOBILE_QUERY}{` +
  '.ts-navigation__bar{justify-content:space-between}' +
  '.ts-navigation__disclosure{display:block;margin-left:auto}.ts-navigation__menu-button{display:inline-flex;margin-left:auto}' +
  '.ts-navigation__list{display:none;flex:0 0 100%;flex-direction:column;align-items:stretch;gap:0!important;padding:8px 16px;border-radius:6px}' +
  '.ts-navigation__disclosure[open]~.ts-navigation__list,.ts-navigation.is-open .ts-navigation__list{display:flex}' +
  '.ts-navigation__submenu{position:static;flex-basis:100%;min-width:0;padding:0 0 0 16px;box-shadow:none}.ts-navigation__submenu .ts-navigation__link{padding:8px 0}}';

export function itemHref(item: MenuChild, site: SiteContextValue): string | undefined {
  const page = item.pageId !== null ? site.pageHref(item.pageId) : undefined;
  return page ?? (normalizeLink(item.url, site.basePath) || undefined);
}

/** The element's own items with their links resolved, as a website menu's come. */
function ownItems(items: NavigationProps['items'], site: SiteContextValue): SiteMenuItem[] {
  const link = (item: MenuChild): SiteMenuLink => ({ label: item.label, href: itemHref(item, site), newWindow: item.newWindow });
  return items.map((item) => ({ ...link(item), children: item.children.map(link) }));
}

function ItemLink({ item }: { item: SiteMenuLink }) {
  const { href } = item;
  if (!href) return <span className="ts-navigation__link">{item.label}</span>;
  return (
    <a className="ts-navigation__link" href={href} {...(item.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </a>
  );
}

function MenuIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function NavigationRender({ id, props, mode }: ElementRenderProps<NavigationProps>) {
  const site = useSite();
  const menu = props.menuId === null ? undefined : site.menu?.(props.menuId);
  if (props.menuId !== null && !menu) return <MissingSiteItem block="ts-navigation" kind="menu" mode={mode} site={site} own="items" />;
  const items = menu ? menu.items : ownItems(props.items, site);
  const listId = `${id}-menu`;
  const logoHref = normalizeLink(props.logoLink, site.basePath) || undefined;
  const logo = props.logo.url ? (
    <img src={props.logo.url} alt={props.logoAlt} width={props.logo.ShowWidth || undefined} height={props.logo.ShowHeight || undefined} />
  ) : null;
  const justify = flexAlign(props.alignment);
  return (
    <nav
      className="ts-navigation"
      aria-label={props.menuLabel}
      style={{ color: props.textColor, fontFamily: fontOrBrand(props.fontFamily), fontSize: `${props.fontSize}px` }}
    >
      <div className="ts-navigation__bar">
        {logo && logoHref ? (
          <a className="ts-navigation__logo" href={logoHref} aria-label={props.logoAlt ? undefined : 'Home'}>
            {logo}
          </a>
        ) : logo ? (
          <span className="ts-navigation__logo">{logo}</span>
        ) : null}
        <details className="ts-navigation__disclosure">
          <summary className="ts-navigation__toggle" aria-controls={listId}>
            <MenuIcon />
            <span className="ts-navigation__sr">Menu</span>
          </summary>
        </details>
        <ul className="ts-navigation__list" id={listId} style={{ justifyContent: justify, gap: `0 ${props.itemSpacing}px` }}>
          {items.map((item, index) => (
            <li key={index} className={item.children.length ? 'ts-navigation__item ts-navigation__item--parent' : 'ts-navigation__item'}>
              <ItemLink item={item} />
              {item.children.length ? (
                <ul className="ts-navigation__submenu" id={`${id}-submenu-${index}`}>
                  {item.children.map((child, childIndex) => (
                    <li key={childIndex}>
                      <ItemLink item={child} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
