import { defineElement } from '@tessera/sdk';
import { SOCIAL_LINK_CSS, SocialLinkRender } from './Render.tsx';
import { socialLinkProps, type SocialLinkProps } from './schema.ts';

export default defineElement<SocialLinkProps>({
  id: 'social-link',
  version: '1.0.0',
  label: 'Social Link',
  category: 'misc',
  premium: false,
  icon: 'link',
  props: socialLinkProps,
  Render: SocialLinkRender,
  Panel: () => import('./Panel.tsx'),
  baseCss: SOCIAL_LINK_CSS,
});
