import { defineElement } from '@tessera/sdk';
import type { SocialSharingIslandProps } from './island.ts';
import { SOCIAL_SHARING_CSS, SocialSharingRender } from './Render.tsx';
import { socialSharingProps, type SocialSharingProps } from './schema.ts';

export default defineElement<SocialSharingProps>({
  id: 'social-sharing',
  version: '1.0.0',
  label: 'Social Sharing',
  category: 'misc',
  premium: false,
  icon: 'share-2',
  props: socialSharingProps,
  Render: SocialSharingRender,
  Panel: () => import('./Panel.tsx'),
  baseCss: SOCIAL_SHARING_CSS,
  island: '@tessera/element-social-sharing/island',
  islandProps: ({ shareUrl, shareText }): SocialSharingIslandProps & Record<string, unknown> => ({ shareUrl, shareText }),
});
