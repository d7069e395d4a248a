import { colorOrBrand, defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { NAVIGATION_CSS, NavigationRender } from './Render.tsx';
import { navigationProps, type NavigationProps } from './schema.ts';

function navigationCss(props: NavigationProps, scope: string): string {
  const link = `${scope} .ts-navigation__link`;
  return (
    `${link}:hover,${link}:focus-visible,${scope} .ts-navigation__sub-toggle:hover,${scope} .ts-navigation__toggle:hover{color:${colorOrBrand(props.hoverColor, 'primary', '#2563eb')}}` +
    // A right-aligned menu ends at the page edge: its dropdowns open leftwards so they stay on screen.
    `${scope} .ts-navigation__submenu{background:${props.menuBackground}${props.alignment === 'right' ? ';left:auto;right:0' : ''}}` +
    `${MOBILE_QUERY}{${scope} .ts-navigation__list{background:${props.menuBackground}}}`
  );
}

export default defineElement<NavigationProps>({
  id: 'navigation',
  version: '1.0.0',
  label: 'Navigation',
  category: 'misc',
  premium: false,
  icon: 'menu',
  props: navigationProps,
  Render: NavigationRender,
  Panel: () => import('./Panel.tsx'),
  baseCss: NAVIGATION_CSS,
  css: navigationCss,
  island: '@tessera/element-navigation/island',
  // The island works from the rendered menu alone.
  islandProps: () => ({}),
});
