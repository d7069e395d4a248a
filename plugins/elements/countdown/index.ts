import { countdownBaseCss, countdownCss, defineElement } from '@tessera/sdk';
import type { CountdownIslandProps } from './island.ts';
import { COUNTDOWN_BLOCK, countdownDeadline, CountdownRender } from './Render.tsx';
import { countdownProps, type CountdownProps } from './schema.ts';

export default defineElement<CountdownProps>({
  id: 'countdown',
  version: '1.0.0',
  label: 'Countdown',
  category: 'countdown',
  premium: false,
  icon: 'clock',
  props: countdownProps,
  Render: CountdownRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-countdown/island',
  islandProps: (props): CountdownIslandProps => ({ deadline: countdownDeadline(props), action: props.expiryAction }),
  // Render shows the time left as of the render.
  uncachedRender: true,
  css: (props, scope) => countdownCss(props, scope, COUNTDOWN_BLOCK),
  baseCss: countdownBaseCss(COUNTDOWN_BLOCK),
});
